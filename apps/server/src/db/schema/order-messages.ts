import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@shop/shared/orders/order-messages';
import { orders } from './orders.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Each WhatsApp or SMS message sent about an order (decision 51), one row per outbox message and
 * channel: written `sending` before the provider is asked, so a worker that dies then never sends
 * it again; the WhatsApp status webhook moves it on (the highest status is kept).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    /** An OrderMessageKind; not checked here, so a new kind needs no migration. */
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    /** The number as the provider took it: 234 and ten digits. */
    recipient: text('recipient').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_messages_outbox_channel_idx').on(t.outboxId, t.channel),
    uniqueIndex('order_messages_provider_id_idx').on(t.channel, t.providerMessageId),
    index('order_messages_order_idx').on(t.orderId),
    check('order_messages_channel_check', sql`${t.channel} in (${list(MESSAGE_CHANNELS)})`),
    check('order_messages_status_check', sql`${t.status} in (${list(MESSAGE_STATUSES)})`),
  ],
);

/**
 * What the shop knows of a number from WhatsApp: when it last wrote (its 24-hour window) and
 * whether it said STOP (no more WhatsApp or SMS to it until it says START).
 */
export const messageRecipients = pgTable('message_recipients', {
  phone: text('phone').primaryKey(),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
