import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Return, ReturnAction, ReturnOutcome } from '@shop/shared/returns/return-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { refundOrder, type RefundDeps } from '../order-refunds/refund-order.ts';
import { giveBackStock, takeLines, type StockRef } from '../stock/stock.repository.ts';
import { routinePartsOfLines } from '../routines/routine-stock.ts';
import { addCredit } from '../store-credit/store-credit.repository.ts';
import { exchangeItemOf } from './exchange-item.ts';
import { returnClosedMail, type ClosedAs } from './return-closed-mail.ts';
import { mailShopper, returnMailTo } from './return-mail-to.ts';
import { lockReturnAndOrder } from './return-steps.ts';
import { splitReturnValue } from './return-value.ts';
import { findReturns, linesOfReturn, updateReturn, type ReturnRow } from './returns.repository.ts';

// Closing a received return (decision 52), in up to three steps so money never moves inside a
// locked transaction: (1) the outcome is claimed on the return (an exchange moves its stock both
// ways here, in one transaction); (2) money, if any, goes back through the one refund path with a
// key of the return's, so a retry never refunds twice; (3) the return is closed, audited and
// e-mailed. A retry after a failed refund starts again at (2) with the outcome already claimed.

const m = messages.returns;
type CloseAction = Extract<ReturnAction, { action: 'close' }>;

/** The refund path's key for a return: one refund per return, however often it is closed. */
const refundKeyOf = (returnId: string) => `return:${returnId}`;

export async function closeReturn(
  deps: RefundDeps,
  id: string,
  action: CloseAction,
  admin: AuditActor,
): Promise<Return> {
  const claimed = await deps.db.transaction((tx) => claimOutcome(tx, id, action, admin, deps.mail));
  if (claimed.status === 'received') {
    const refund =
      claimed.moneyKobo > 0
        ? await refundOrder(deps, {
            orderId: claimed.orderId,
            amount: koboToNaira(claimed.moneyKobo),
            reason: `Return: ${claimed.reason}`.slice(0, 500),
            admin,
            idempotencyKey: refundKeyOf(id),
          })
        : null;
    await deps.db.transaction((tx) => finishClose(tx, id, refund, action.note, admin, deps.mail));
  }
  return (await findReturns(deps.db, { id }))[0]!;
}

type Claimed = { status: ReturnRow['status']; orderId: string; reason: string; moneyKobo: number };

/** Step 1: the outcome is taken (once); credit closes here at once, having no money to move. */
async function claimOutcome(
  tx: DbOrTx,
  id: string,
  action: CloseAction,
  admin: AuditActor,
  mail: RefundDeps['mail'],
): Promise<Claimed> {
  const { order, row } = await lockReturnAndOrder(tx, id);
  if (row.status !== 'received') throw conflict(m.wrongStep(row.status, 'closed'));
  if (row.outcome && row.outcome !== action.outcome)
    throw conflict(m.wrongStep(`being closed as ${row.outcome}`, `closed as ${action.outcome}`));
  const split = splitReturnValue(order, row.valueKobo);
  const base = { status: row.status, orderId: row.orderId, reason: row.reason };
  if (row.outcome) return { ...base, moneyKobo: moneyOf(row, split.moneyKobo) };
  if (action.outcome === 'credit') {
    await addCredit(tx, {
      person: order,
      userId: order.userId,
      kobo: row.valueKobo,
      returnId: id,
      createdBy: admin.id,
    });
    await closeRow(
      tx,
      row,
      { outcome: 'credit', creditedNaira: koboToNaira(row.valueKobo) },
      action.note,
      admin,
    );
    const to = returnMailTo(order, mail);
    await mailShopper(
      tx,
      returnClosedMail(
        to,
        { outcome: 'credit', creditedNaira: koboToNaira(row.valueKobo) },
        action.note?.trim() || null,
      ),
    );
    return { ...base, status: 'closed', moneyKobo: 0 };
  }
  if (action.outcome === 'exchange') {
    const exchanged = await moveExchangeStock(tx, row, action);
    return { ...base, moneyKobo: moneyOf(exchanged, split.moneyKobo) };
  }
  await updateReturn(tx, id, { outcome: 'refund' });
  return { ...base, moneyKobo: split.moneyKobo };
}

/** An exchange refunds only the difference, out of the money part (credit is never paid out). */
function moneyOf(row: ReturnRow, moneyKobo: number) {
  if (row.outcome !== 'exchange') return moneyKobo;
  return Math.max(0, Math.min(moneyKobo, row.valueKobo - exchangeCostKobo(row)));
}
const exchangeCostKobo = (row: ReturnRow) => row.exchangeCostKobo ?? row.valueKobo;

/**
 * The returned goods come back into stock and the exchanged item goes out, in this transaction
 * (the lock order of every stock change). One for one: as many as were returned. An exchange
 * dearer than what was returned is refused with what to do instead (decision 52).
 */
async function moveExchangeStock(tx: DbOrTx, row: ReturnRow, action: CloseAction) {
  const item = await exchangeItemOf(tx, action.productId, action.colorId);
  const returned = await linesOfReturn(tx, row.id);
  const quantity = returned.reduce((sum, r) => sum + r.quantity, 0);
  const costKobo = item.product.priceKobo * quantity;
  if (costKobo > row.valueKobo)
    throw badRequest(m.exchangeDearer(formatNaira(koboToNaira(costKobo - row.valueKobo))), 'productId');
  // A routine's line gives back the parts it took (decision 60); an exchange for a routine takes its parts.
  const back = returned.map((r) => ({
    productId: r.line.productId,
    colorId: r.line.colorId,
    quantity: r.quantity,
    parts: r.line.routineParts,
  }));
  const [out]: StockRef[] = await routinePartsOfLines(tx, [
    { productId: item.product.id, colorId: item.color?.id ?? null, quantity, productName: item.product.name },
  ]);
  // Back in first (in the lock order), then out: an exchange for the same shade never comes up short.
  await giveBackStock(tx, back);
  const [taken] = await takeLines(tx, [out!]);
  if (taken!.kind === 'short')
    throw conflict(messages.stock.notEnough(item.product.name, item.color?.name ?? null, taken!.left));
  await recordCatalogChange(tx, [
    ...new Set([
      ...[...back, out!].flatMap((b) => [
        ...(b.productId ? [b.productId] : []),
        ...(b.parts ?? []).map((p) => p.productId),
      ]),
      item.product.id,
    ]),
  ]);
  return updateReturn(tx, row.id, {
    outcome: 'exchange',
    exchangeProductId: item.product.id,
    exchangeColorId: item.color?.id ?? null,
    exchangeName: item.product.name,
    exchangeColorName: item.color?.name ?? null,
    exchangeQuantity: quantity,
    // Kept, so a retry after a failed refund refunds the same difference.
    exchangeCostKobo: costKobo,
  });
}

/** Step 3: closed with what moved, audited and e-mailed; a second finish does nothing. */
async function finishClose(
  tx: DbOrTx,
  id: string,
  refund: { id: string; amount: number } | null,
  note: string | undefined,
  admin: AuditActor,
  mail: RefundDeps['mail'],
) {
  const { order, row } = await lockReturnAndOrder(tx, id);
  if (row.status !== 'received' || !row.outcome) return;
  const refundedNaira = refund?.amount ?? 0;
  const to = returnMailTo(order, mail);
  let closed: ClosedAs;
  if (row.outcome === 'exchange') {
    const sent = `${row.exchangeQuantity} × ${row.exchangeName}${row.exchangeColorName ? ` (${row.exchangeColorName})` : ''}`;
    closed = { outcome: 'exchange', sent, refundedNaira };
  } else {
    // What the order paid with store credit comes back as credit, never as money.
    const { creditKobo } = splitReturnValue(order, row.valueKobo);
    if (creditKobo > 0)
      await addCredit(tx, {
        person: order,
        userId: order.userId,
        kobo: creditKobo,
        returnId: id,
        createdBy: admin.id,
      });
    closed = { outcome: 'refund', refundedNaira, creditedNaira: koboToNaira(creditKobo) };
  }
  await closeRow(tx, row, closed, note, admin, refund?.id ?? null);
  await mailShopper(tx, returnClosedMail(to, closed, note?.trim() || null));
}

const OUTCOME_WORDS: Record<ReturnOutcome, string> = {
  refund: 'refunded',
  credit: 'paid in store credit',
  exchange: 'exchanged',
};

async function closeRow(
  tx: DbOrTx,
  row: ReturnRow,
  closed: ClosedAs,
  note: string | undefined,
  admin: AuditActor,
  refundId: string | null = null,
) {
  const written = note?.trim() || null;
  const refundedKobo = 'refundedNaira' in closed ? nairaToKobo(closed.refundedNaira) : 0;
  const creditedKobo = 'creditedNaira' in closed ? nairaToKobo(closed.creditedNaira) : 0;
  await updateReturn(tx, row.id, {
    status: 'closed',
    outcome: closed.outcome,
    refundedKobo,
    creditedKobo,
    refundId,
    ...(written !== null && { note: written }),
  });
  await recordChange(tx, {
    actor: admin,
    kind: 'return.updated',
    subject: { type: 'return', id: row.id },
    summary: `Return ${OUTCOME_WORDS[closed.outcome]} (${formatNaira(koboToNaira(row.valueKobo))})${written ? `: ${written}` : ''}`,
    before: { status: row.status },
    after: {
      status: 'closed',
      outcome: closed.outcome,
      value: koboToNaira(row.valueKobo),
      ...(refundedKobo > 0 && { refunded: koboToNaira(refundedKobo) }),
      ...(creditedKobo > 0 && { credited: koboToNaira(creditedKobo) }),
      ...(closed.outcome === 'exchange' && { sent: closed.sent }),
      ...(written !== null && { note: written }),
    },
  });
}
