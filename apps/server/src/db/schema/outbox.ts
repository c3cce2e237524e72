import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop sends, recorded in the same transaction as the change that causes it and
 * delivered later by the outbox worker, so a crash can delay a mail but never lose it. The id is a
 * sequence, so ids follow the order messages were made (the demo's .eml names sort by it).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * A marketing mail's one-click unsubscribe address (RFC 8058), sent as its List-Unsubscribe
     * header; null for every mail a customer cannot opt out of (receipts, codes, the shop's own).
     */
    unsubscribeUrl: text('unsubscribe_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until then no other worker takes the message; a crashed claim runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the retries gave up (about a day of failures); the message stays for the operator. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  // The worker's question, "what is due?", reads only the unsent, not-given-up messages.
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);
