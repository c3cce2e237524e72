import { z } from 'zod';
import { normaliseNigerianPhone } from '@shop/shared/checkout/contact-rules';
import {
  ORDER_MESSAGE_KINDS,
  OrderMessageContentSchema,
  orderMessageContent,
  type OrderMessageFacts,
  type OrderMessageKind,
  type ReplyButton,
} from '@shop/shared/orders/order-messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { afterCommit } from '../../db/after-commit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { ORDER_MESSAGE_KIND, type QueuedMail } from '../mail/outbox.repository.ts';
import { shopSettingsNow } from '../settings/settings.service.ts';
import { orderMessageQueued } from './order-message-signal.ts';

/** What the outbox row's text holds: the message as it was when its event happened. */
export const QueuedOrderMessageSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_MESSAGE_KINDS),
  content: OrderMessageContentSchema,
  /** Sent by e-mail when neither WhatsApp nor SMS could carry it; absent when the e-mail already went. */
  fallbackMail: z
    .object({ kind: z.string(), to: z.string(), subject: z.string(), text: z.string() })
    .nullable(),
});
export type QueuedOrderMessage = z.infer<typeof QueuedOrderMessageSchema>;

export type Queued = {
  order: Pick<Order, '_id' | 'name' | 'orderNumber' | 'phoneNumber'>;
  kind: OrderMessageKind;
  facts: Omit<OrderMessageFacts, 'name' | 'orderNumber'>;
  fallbackMail?: QueuedMail | null;
  /** WhatsApp reply buttons the message carries (a pay-on-delivery order's confirm and cancel). */
  buttons?: ReplyButton[];
};

/**
 * Records the order's WhatsApp/SMS message for this event, in the transaction of the change (both
 * or neither), when the shop sends such messages and the phone is a Nigerian mobile; the worker
 * picks the channel when it sends (decision 51).
 */
export async function queueOrderMessage(tx: DbOrTx, queued: Queued) {
  const row = await orderMessageRow(tx, queued);
  if (!row) return;
  await tx.insert(outbox).values(row);
  afterCommit(tx, orderMessageQueued);
}

/**
 * queueOrderMessage's outbox row, for a caller that writes it with its change by other means
 * (pay_order) and then wakes the worker (afterCommit, orderMessageQueued); null when no message
 * goes (the shop sends none, or the phone is not a Nigerian mobile).
 */
export async function orderMessageRow(
  db: DbOrTx,
  { order, kind, facts, fallbackMail, buttons }: Queued,
): Promise<typeof outbox.$inferInsert | null> {
  const phone = normaliseNigerianPhone(order.phoneNumber);
  if (!phone) return null;
  const { messages } = await shopSettingsNow(db);
  if (!messages.whatsapp && !messages.sms) return null;
  const payload: QueuedOrderMessage = {
    orderId: order._id,
    kind,
    content: {
      ...orderMessageContent(kind, { ...facts, name: order.name, orderNumber: order.orderNumber }),
      ...(buttons && { buttons }),
    },
    fallbackMail: fallbackMail ?? null,
  };
  return {
    kind: ORDER_MESSAGE_KIND,
    recipient: phone.slice(1),
    subject: kind,
    text: JSON.stringify(payload),
    // The worker's clock, as enqueueMail explains.
    nextAttemptAt: new Date(),
  };
}
