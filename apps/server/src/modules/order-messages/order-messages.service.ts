import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import type { OrderMessageLog } from '@shop/shared/orders/order-messages';
import type { Database } from '../../db/client.ts';
import {
  applyWhatsAppStatus,
  listOrderMessages,
  recordInbound,
  setOptedOut,
} from './order-messages.repository.ts';
import type { WhatsAppEvent } from './whatsapp-events.ts';

/** What went to an order's customer by WhatsApp, SMS or e-mail instead, and how it fared (none for a bad id). */
export async function orderMessagesOf(db: Database, orderId: string): Promise<OrderMessageLog[]> {
  return isUuid(orderId) ? listOrderMessages(db, orderId) : [];
}

/**
 * One event of WhatsApp's webhook: a message's status, or a customer's own message (it opens her
 * 24-hour window; STOP or START changes whether she hears from the shop). Applying one twice is harmless.
 */
export async function applyWhatsAppEvent(
  db: Database,
  event: WhatsAppEvent,
  log: FastifyBaseLogger,
): Promise<void> {
  if (event.type === 'status') {
    await applyWhatsAppStatus(db, event.messageId, event.status, event.error);
    return;
  }
  await recordInbound(db, event.from, event.at);
  if (event.optIn !== null) {
    await setOptedOut(db, event.from, !event.optIn, event.at);
    log.info({ from: event.from, optIn: event.optIn }, 'WhatsApp customer opted in or out');
  }
}
