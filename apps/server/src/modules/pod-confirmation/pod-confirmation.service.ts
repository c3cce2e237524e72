import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import {
  PodConfirmationViewSchema,
  type PodAnswerResponse,
  type PodConfirmationView,
} from '@shop/shared/orders/pod-confirmation-schemas';
import type { PodAnswer, PodAnswerChannel } from '@shop/shared/orders/pod-confirmation';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { ORDER_NOT_FOUND, takeStatusStep, type StatusMailDeps } from '../orders/order-status.service.ts';
import { findOrderById } from '../orders/orders.repository.ts';
import { podCancelledMail } from './pod-cancelled-mail.ts';
import { readPodAnswerToken } from './pod-confirmation-link.ts';
import { lockPodOrder, recordPodAnswer } from './pod-confirmation.repository.ts';

// A pay-on-delivery order's shopper confirms it or cancels it (decision 53): by the mailed link,
// a WhatsApp button or an SMS reply, all through answerPayOnDeliveryConfirmation. Answers are
// taken while the order waits to be sent (pay_on_delivery, processing); a confirmed order may
// still be cancelled until then, a cancelled one is never confirmed again.

/** What the shopper and the shop are told with a cancel. */
export type PodAnswerDeps = { db: Database; mail: StatusMailDeps & { shopEmail: string } };

export type PodAnswerRequest = { orderId: string; answer: PodAnswer; via: PodAnswerChannel };

/** Statuses in which the order has not left the shop: an answer still changes something. */
const WAITING = new Set(['pay_on_delivery', 'processing']);

async function lockedPodOrder(tx: Transaction, orderId: string) {
  const row = isUuid(orderId) ? await lockPodOrder(tx, orderId) : undefined;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (row.paymentMethod !== 'pay_on_delivery') throw conflict(messages.podConfirmation.notPayOnDelivery);
  return row;
}

/**
 * Records the shopper's answer, once: the same answer again answers the same (200, nothing
 * changes, no second mail). Confirm marks it confirmed; cancel cancels the order through the
 * order's one status step (its goods back in stock, the shopper mailed) and tells the shop. The
 * order row is locked first, so two answers at once are taken one after the other.
 */
export async function answerPayOnDeliveryConfirmation(
  deps: PodAnswerDeps,
  { orderId, answer, via }: PodAnswerRequest,
  now = new Date(),
): Promise<PodAnswerResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedPodOrder(tx, orderId);
    if (answer === 'confirm') {
      if (row.confirmation === 'confirmed')
        return { confirmation: 'confirmed', message: messages.podConfirmation.confirmed };
      if (row.status === 'cancelled') throw conflict(messages.podConfirmation.alreadyCancelled);
      if (!WAITING.has(row.status)) throw conflict(messages.podConfirmation.closed);
      await recordPodAnswer(tx, orderId, { confirmation: 'confirmed', via, at: now });
      return { confirmation: 'confirmed', message: messages.podConfirmation.confirmed };
    }
    if (row.confirmation === 'cancelled')
      return { confirmation: 'cancelled', message: messages.podConfirmation.cancelled };
    if (row.status === 'cancelled') throw conflict(messages.podConfirmation.alreadyCancelled);
    if (!WAITING.has(row.status)) throw conflict(messages.podConfirmation.closed);
    const order = await takeStatusStep(
      tx,
      {
        orderId,
        from: row.status,
        to: 'cancelled',
        changedBy: null,
        note: `cancelled by the customer (${via})`,
      },
      deps.mail,
    );
    await recordPodAnswer(tx, orderId, { confirmation: 'cancelled', via, at: now });
    await enqueueMail(tx, podCancelledMail(order, deps.mail.shopEmail, `${deps.mail.shopUrl}/admin`));
    return { confirmation: 'cancelled', message: messages.podConfirmation.cancelled };
  });
}

/** The same, from the confirm page's link: its token names the order; a token not made by the shop is 404. */
export async function answerByLink(deps: PodAnswerDeps, token: string, answer: PodAnswer) {
  const orderId = await readPodAnswerToken(deps.db, token);
  if (!orderId) throw notFound(messages.podConfirmation.linkNotFound);
  return answerPayOnDeliveryConfirmation(deps, { orderId, answer, via: 'link' });
}

/** What the confirm page shows for a token. */
export async function podConfirmationView(db: Database, token: string): Promise<PodConfirmationView> {
  const orderId = await readPodAnswerToken(db, token);
  const order = orderId && isUuid(orderId) ? await findOrderById(db, orderId) : undefined;
  if (!order?.payOnDelivery) throw notFound(messages.podConfirmation.linkNotFound);
  return {
    // Only what the shopper knows already: no phone, e-mail or references.
    ...PodConfirmationViewSchema.omit({ confirmation: true, open: true }).parse(order),
    confirmation: order.payOnDelivery.confirmation,
    open: WAITING.has(order.status) && order.payOnDelivery.confirmation !== 'cancelled',
  };
}

/**
 * Staff confirm an order after speaking with the shopper (a call, a chat): recorded as answered by
 * staff, and in the audit log with who did it. Confirming a confirmed order changes nothing.
 */
export async function confirmPayOnDeliveryByStaff(db: Database, orderId: string, admin: AuditActor) {
  return db.transaction(async (tx) => {
    const row = await lockedPodOrder(tx, orderId);
    if (row.confirmation !== 'confirmed') {
      if (row.status === 'cancelled') throw conflict(messages.podConfirmation.alreadyCancelled);
      if (!WAITING.has(row.status)) throw conflict(messages.podConfirmation.closed);
      await recordPodAnswer(tx, orderId, { confirmation: 'confirmed', via: 'staff', at: new Date() });
      const { orderNumber } = (await findOrderById(tx, orderId))!;
      await recordChange(tx, {
        actor: admin,
        kind: 'order.pod_confirmed',
        subject: { type: 'order', id: orderId },
        summary: `Order ${orderNumber}: pay on delivery confirmed by staff`,
        before: { confirmation: row.confirmation },
        after: { confirmation: 'confirmed' },
      });
    }
    return (await findOrderById(tx, orderId))!;
  });
}
