import { isUuid } from '@shop/shared/admin/admin-schemas';
import { ADMIN_PAGE_DEFAULT } from '@shop/shared/admin/admin-list-schemas';
import type {
  CustomerDetails,
  CustomerNote,
  CustomersPage,
  CustomersQuery,
} from '@shop/shared/customers/customer-schemas';
import { messages } from '@shop/shared/messages';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { readCustomerGroups } from './customer-cache.ts';
import type { CustomerGroup } from './customer-groups.ts';
import { findNotesOn, insertNote } from './customer-notes.repository.ts';
import { customerMatcher } from './customer-search.ts';

// The customers, computed from the orders (decision 45 says why, and how fast).

export const readCustomers = readCustomerGroups;

/** A page of customers, the most recent buyer first; `total` counts every match. */
export async function listCustomers(db: DbOrTx, query: CustomersQuery): Promise<CustomersPage> {
  const q = query.q?.trim();
  const all = await readCustomers(db);
  const matches = q ? all.filter(customerMatcher(q)) : all;
  const offset = query.offset ?? 0;
  const page = matches.slice(offset, offset + (query.limit ?? ADMIN_PAGE_DEFAULT));
  return { data: page.map((g) => g.customer), total: matches.length };
}

/** The person any of whose orders has this id: their first order's id, or another one since a merge. */
async function findCustomer(db: DbOrTx, id: string): Promise<CustomerGroup> {
  if (!isUuid(id)) throw notFound(messages.customers.notFound);
  const group = (await readCustomers(db)).find((g) => g.orders.some((o) => o.id === id));
  if (!group) throw notFound(messages.customers.notFound);
  return group;
}

export async function customerDetails(db: DbOrTx, id: string): Promise<CustomerDetails> {
  const group = await findCustomer(db, id);
  return {
    customer: group.customer,
    orders: group.orders.map((o) => ({
      id: o.id,
      orderNumber: formatOrderNumber(o.orderNumber),
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      amountKobo: o.amountKobo,
      refundedKobo: o.refundedKobo,
      channel: o.channel,
    })),
    notes: await findNotesOn(
      db,
      group.orders.map((o) => o.id),
    ),
  };
}

/** A staff note on a customer, written with its audit entry in one transaction. */
export async function addCustomerNote(
  db: Database,
  id: string,
  body: string,
  actor: AuditActor,
): Promise<CustomerNote> {
  const { customer } = await findCustomer(db, id);
  return db.transaction(async (tx) => {
    const note = await insertNote(tx, { orderId: customer.id, body, author: actor });
    await recordChange(tx, {
      actor,
      kind: 'customer.noted',
      subject: { type: 'customer', id: customer.id },
      summary: `Note on customer ${customer.name}`,
      after: { note: body },
    });
    return note;
  });
}
