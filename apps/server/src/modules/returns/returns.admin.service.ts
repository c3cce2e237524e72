import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { Return, ReturnStatus } from '@shop/shared/returns/return-schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { findReturns } from './returns.repository.ts';

/** Staff's list of returns, newest first, all of them or those in one status. */
export const listReturns = (db: Database, status: ReturnStatus | undefined) => findReturns(db, { status });

/** One return for staff, 404 for an id that names none. */
export async function returnById(db: Database, id: string): Promise<Return> {
  const [found] = isUuid(id) ? await findReturns(db, { id }) : [];
  if (!found) throw notFound(messages.returns.notFound);
  return found;
}
