import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { Return, ReturnStatus } from '@shop/shared/returns/return-schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { mailShopper, returnMailTo, type ReturnMailDeps } from './return-mail-to.ts';
import { returnStepMail } from './return-step-mail.ts';
import { findReturns, lockReturn, lockReturnOrder, updateReturn } from './returns.repository.ts';

const m = messages.returns;

/** Each plain step: the status it starts from, where it leads, and how the 409 names it. */
const RETURN_STEPS = {
  approve: { from: 'requested', to: 'approved', verb: 'approved' },
  refuse: { from: 'requested', to: 'refused', verb: 'refused' },
  receive: { from: 'approved', to: 'received', verb: 'marked received' },
} as const satisfies Record<string, { from: ReturnStatus; to: ReturnStatus; verb: string }>;
export type PlainStep = keyof typeof RETURN_STEPS;

/** The return, its order locked first and then its row (the one lock order of every step). */
export async function lockReturnAndOrder(tx: Parameters<typeof lockReturn>[0], id: string) {
  if (!isUuid(id)) throw notFound(m.notFound);
  const [peek] = await findReturns(tx, { id });
  if (!peek) throw notFound(m.notFound);
  const order = (await lockReturnOrder(tx, peek.orderId))!;
  const row = (await lockReturn(tx, id))!;
  return { order, row };
}

/**
 * Staff approve or refuse a requested return, or mark an approved one received: a wrong step is a
 * 409 naming the return's state; each step is audited and e-mailed in its transaction.
 */
export async function stepReturn(
  db: Database,
  mail: ReturnMailDeps,
  id: string,
  step: PlainStep,
  note: string | undefined,
  admin: AuditActor,
): Promise<Return> {
  const rule = RETURN_STEPS[step];
  await db.transaction(async (tx) => {
    const { order, row } = await lockReturnAndOrder(tx, id);
    if (row.status !== rule.from) throw conflict(m.wrongStep(row.status, rule.verb));
    const written = note?.trim() || null;
    await updateReturn(tx, id, { status: rule.to, ...(written !== null && { note: written }) });
    await recordChange(tx, {
      actor: admin,
      kind: 'return.updated',
      subject: { type: 'return', id },
      summary: `Return on order ${returnMailTo(order, mail).orderNumber} ${rule.verb}${written ? `: ${written}` : ''}`,
      before: { status: row.status },
      after: { status: rule.to, ...(written !== null && { note: written }) },
    });
    await mailShopper(tx, returnStepMail(returnMailTo(order, mail), rule.to, written));
  });
  return (await findReturns(db, { id }))[0]!;
}
