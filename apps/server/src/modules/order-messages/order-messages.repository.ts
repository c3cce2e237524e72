import { and, asc, eq, sql } from 'drizzle-orm';
import type { MessageChannel, MessageStatus, OrderMessageLog } from '@shop/shared/orders/order-messages';
import type { DbOrTx } from '../../db/client.ts';
import { messageRecipients, orderMessages } from '../../db/schema/index.ts';

export type LogRow = typeof orderMessages.$inferSelect;

/** The order's messages for its card, oldest first. */
export async function listOrderMessages(db: DbOrTx, orderId: string): Promise<OrderMessageLog[]> {
  const rows = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map((r) => ({
    kind: r.kind as OrderMessageLog['kind'],
    channel: r.channel as MessageChannel,
    status: r.status as MessageStatus,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function logRowsOf(db: DbOrTx, outboxId: number): Promise<LogRow[]> {
  return db.select().from(orderMessages).where(eq(orderMessages.outboxId, outboxId));
}

type Attempt = {
  orderId: string;
  outboxId: number;
  kind: string;
  channel: MessageChannel;
  recipient: string;
};

/** Recorded, and committed, before the provider is asked: the proof an attempt began. */
export async function recordSending(db: DbOrTx, attempt: Attempt): Promise<void> {
  await db
    .insert(orderMessages)
    .values({ ...attempt, status: 'sending' })
    .onConflictDoUpdate({
      target: [orderMessages.outboxId, orderMessages.channel],
      set: { status: 'sending', error: null, updatedAt: sql`now()` },
    });
}

export async function recordOutcome(
  db: DbOrTx,
  outboxId: number,
  channel: MessageChannel,
  outcome: { status: 'sent'; providerMessageId: string | null } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(orderMessages)
    .set({
      status: outcome.status,
      providerMessageId: outcome.status === 'sent' ? outcome.providerMessageId : null,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 500) : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orderMessages.outboxId, outboxId), eq(orderMessages.channel, channel)));
}

/** An attempt the provider did not accept and that will be made again: no trace but the outbox's error. */
export async function forgetAttempt(db: DbOrTx, outboxId: number, channel: MessageChannel): Promise<void> {
  await db
    .delete(orderMessages)
    .where(and(eq(orderMessages.outboxId, outboxId), eq(orderMessages.channel, channel)));
}

// The order of a message's life: a late or repeated webhook never moves it back.
const RANK: Record<MessageStatus, number> = { sending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };
const rankOf = (column: typeof orderMessages.status) =>
  sql`case ${column} ${sql.join(
    Object.entries(RANK).map(([status, rank]) => sql`when ${status} then ${rank}`),
    sql` `,
  )} end`;

/** A WhatsApp status for a message the shop sent; answers whether a row moved. */
export async function applyWhatsAppStatus(
  db: DbOrTx,
  providerMessageId: string,
  status: Exclude<MessageStatus, 'sending'>,
  error: string | null,
): Promise<boolean> {
  const moved = await db
    .update(orderMessages)
    .set({ status, error: error?.slice(0, 500) ?? null, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderMessages.channel, 'whatsapp'),
        eq(orderMessages.providerMessageId, providerMessageId),
        sql`${rankOf(orderMessages.status)} < ${RANK[status]}`,
      ),
    )
    .returning({ id: orderMessages.id });
  return moved.length > 0;
}

export type Recipient = typeof messageRecipients.$inferSelect;

export async function findRecipient(db: DbOrTx, phone: string): Promise<Recipient | undefined> {
  const [row] = await db.select().from(messageRecipients).where(eq(messageRecipients.phone, phone));
  return row;
}

/** The number wrote at `at`: its 24-hour window runs from its latest message. */
export async function recordInbound(db: DbOrTx, phone: string, at: Date): Promise<void> {
  await db
    .insert(messageRecipients)
    .values({ phone, lastInboundAt: at })
    .onConflictDoUpdate({
      target: messageRecipients.phone,
      set: {
        lastInboundAt: sql`greatest(${messageRecipients.lastInboundAt}, excluded.last_inbound_at)`,
        updatedAt: sql`now()`,
      },
    });
}

/** STOP (`optedOut` true) or START (false). */
export async function setOptedOut(db: DbOrTx, phone: string, optedOut: boolean, at: Date): Promise<void> {
  const optedOutAt = optedOut ? at : null;
  await db
    .insert(messageRecipients)
    .values({ phone, optedOutAt })
    .onConflictDoUpdate({ target: messageRecipients.phone, set: { optedOutAt, updatedAt: sql`now()` } });
}
