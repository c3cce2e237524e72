import { queueRefundMessage } from '../order-messages/order-message-events.ts';
import { alertRefundFailed } from '../refunds/refund-failed-alert.ts';
import { createHash } from 'node:crypto';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Refund, RefundRequest } from '@shop/shared/orders/refund-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import { ORDER_NOT_FOUND, type StatusMailDeps } from '../orders/order-status.service.ts';
import { moveOrderStatus, recordStatusEvent } from '../orders/order-status.repository.ts';
import { findOrderById, findViewToken } from '../orders/orders.repository.ts';
import { PaymentProviderError } from '../payments/payment-provider-error.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { isUniqueViolation } from '../products/products.admin.repository.ts';
import { releaseOrderStock } from '../stock/stock-holds.ts';
import { refundMail } from './refund-mail.ts';
import {
  addRefunded,
  findRefundByKey,
  insertRefund,
  lockOrderForRefund,
  toRefund,
  updateRefund,
  type LockedOrder,
  type RefundRow,
} from '../refunds/refunds.repository.ts';

// An admin's refund (decision 28). The amount is reserved on the order (refunded_kobo) under the
// order's row lock, so concurrent refunds queue and never exceed what was paid; the provider is
// called after that transaction, never while the row is locked; its answer is recorded in a
// second one. A refusal or no answer marks the refund failed and gives the amount back.

const m = messages.refunds;

export type RefundDeps = { db: Database; provider: PaymentProvider; mail: StatusMailDeps };
/** `admin`: the signed-in staff member asking (the guard's user), recorded in the audit log. */
export type RefundAsk = RefundRequest & { orderId: string; admin: AuditActor; idempotencyKey: string | null };

/** Statuses whose full refund also cancels the order (not yet shipped) and returns its stock. */
const CANCELLED_BY_FULL_REFUND = ['paid', 'processing'] as const;

/** Paid online, a pay-on-delivery order whose money the rider took, or paid to the shop directly. */
const wasPaid = (order: LockedOrder) =>
  order.paymentMethod === 'online' ? order.paidAt !== null : order.collectedAt !== null;

const digestOf = (ask: RefundAsk) =>
  createHash('sha256')
    .update(JSON.stringify([ask.orderId, ask.amount ?? null, ask.reason.trim()]))
    .digest('base64url');

export async function refundOrder(deps: RefundDeps, ask: RefundAsk): Promise<Refund> {
  if (!isUuid(ask.orderId)) throw notFound(ORDER_NOT_FOUND);
  const reserved = await reserveRefund(deps, ask).catch(async (error: unknown) => {
    // The same key sent twice at once: the second insert meets the first's unique key.
    if (!ask.idempotencyKey || !isUniqueViolation(error)) throw error;
    return { replay: await replayOf(deps.db, ask) };
  });
  if ('replay' in reserved) return toRefund(reserved.replay);
  if (reserved.refund.provider === 'manual') return toRefund(reserved.refund);
  return toRefund(await askProvider(deps, reserved.order, reserved.refund, ask.admin));
}

async function replayOf(db: DbOrTx, ask: RefundAsk): Promise<RefundRow> {
  const earlier = await findRefundByKey(db, ask.idempotencyKey!);
  if (!earlier) throw new HttpError(409, m.keyReused);
  if (earlier.requestDigest !== digestOf(ask)) throw new HttpError(422, m.keyReused);
  return earlier;
}

type Reserved = { replay: RefundRow } | { order: LockedOrder; refund: RefundRow };

async function reserveRefund(deps: RefundDeps, ask: RefundAsk): Promise<Reserved> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, ask.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (ask.idempotencyKey && (await findRefundByKey(tx, ask.idempotencyKey)))
      return { replay: await replayOf(tx, ask) };
    if (!wasPaid(order)) throw badRequest(m.notPaid);
    const leftKobo = order.amountKobo - order.refundedKobo;
    if (leftKobo <= 0) throw badRequest(m.nothingLeft);
    const kobo = ask.amount === undefined ? leftKobo : nairaToKobo(ask.amount);
    if (kobo > leftKobo) throw badRequest(m.tooMuch(formatNaira(koboToNaira(leftKobo))), 'amount');
    const byHand = order.paymentMethod !== 'online';
    const refund = await insertRefund(tx, {
      orderId: order.id,
      amountKobo: kobo,
      reason: ask.reason.trim(),
      // Paid to the rider or to the shop: the shop pays it back itself, so it is done when recorded.
      status: byHand ? 'processed' : 'pending',
      provider: byHand ? 'manual' : order.provider,
      idempotencyKey: ask.idempotencyKey,
      requestDigest: digestOf(ask),
      createdBy: ask.admin.id,
    });
    await addRefunded(tx, order.id, kobo);
    if (byHand) await refundAccepted(tx, deps.mail, order, refund, ask.admin);
    return { order, refund };
  });
}

/** Paystack (or the sandbox) is asked outside any transaction; its answer is recorded after. */
async function askProvider(
  deps: RefundDeps,
  order: LockedOrder,
  refund: RefundRow,
  admin: AuditActor,
): Promise<RefundRow> {
  let answer;
  try {
    answer = await deps.provider.refund(order.reference, refund.amountKobo);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await deps.db.transaction(async (tx) => {
      await lockOrderForRefund(tx, order.id);
      // The key is freed with the amount: a retry with it asks the provider again.
      await updateRefund(tx, refund.id, { status: 'failed', idempotencyKey: null });
      await addRefunded(tx, order.id, -refund.amountKobo);
      await alertRefundFailed(tx, order.id, refund.amountKobo);
    });
    throw new HttpError(502, m.providerFailed(error.message));
  }
  return deps.db.transaction(async (tx) => {
    await lockOrderForRefund(tx, order.id);
    const recorded = await updateRefund(tx, refund.id, {
      status: answer.status,
      providerRefundId: answer.id,
    });
    if (answer.status === 'failed') {
      await addRefunded(tx, order.id, -refund.amountKobo);
      await alertRefundFailed(tx, order.id, refund.amountKobo);
    } else await refundAccepted(tx, deps.mail, order, recorded, admin);
    return recorded;
  });
}

/**
 * The refund is on its way: a full refund of an order not yet shipped cancels it and returns its
 * stock (as the admin's cancel does), and the customer is told the amount, in this transaction,
 * which also records it in the audit log (a refund the provider refused is no change, no entry).
 */
async function refundAccepted(
  tx: DbOrTx,
  mail: StatusMailDeps,
  order: LockedOrder,
  refund: RefundRow,
  admin: AuditActor,
) {
  const now = await lockOrderForRefund(tx, order.id);
  const full = now!.refundedKobo >= now!.amountKobo;
  const from = now!.status;
  const cancels =
    full &&
    (CANCELLED_BY_FULL_REFUND as readonly string[]).includes(from) &&
    (await moveOrderStatus(tx, order.id, from, 'cancelled'));
  if (cancels) {
    await recordStatusEvent(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: 'cancelled',
      note: 'refunded in full',
      changedBy: admin.id,
    });
    await releaseOrderStock(tx, order.id, ['held', 'sold']);
  }
  const shown = (await findOrderById(tx, order.id))!;
  const pageUrl = orderPageUrl(mail.shopUrl, (await findViewToken(tx, order.id))!);
  const how = { cancelled: cancels, byHand: refund.provider === 'manual' };
  const amount = koboToNaira(refund.amountKobo);
  await recordChange(tx, {
    actor: admin,
    kind: 'order.refunded',
    subject: { type: 'order', id: order.id },
    summary: `Refunded ${formatNaira(amount)} on order ${shown.orderNumber}${cancels ? ' (order cancelled)' : ''}`,
    before: {
      refunded: koboToNaira(now!.refundedKobo - refund.amountKobo),
      ...(cancels && { status: from }),
    },
    after: {
      refunded: koboToNaira(now!.refundedKobo),
      amount,
      reason: refund.reason,
      ...(cancels && { status: 'cancelled' }),
    },
  });
  await enqueueMail(tx, refundMail(shown, koboToNaira(refund.amountKobo), how, mail.shopName, pageUrl));
  await queueRefundMessage(tx, shown, koboToNaira(refund.amountKobo), mail.shopName, pageUrl);
}
