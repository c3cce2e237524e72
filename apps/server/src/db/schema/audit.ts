import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every change a staff member made (decision 37): who, when, what, and the changed fields before
 * and after. Written in the transaction of the change it records, so a change rolled back leaves no
 * entry. Append-only: a trigger (migration 0028) refuses UPDATE, DELETE and TRUNCATE;
 * each entry is chained to the one before it by a hash (migration 0033).
 *
 * The actor is a plain id with the name and e-mail copied at the time, not a foreign key: deleting
 * an account must not rewrite (set null) the entries that name it, and the record still says who it
 * was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What happened, from the shared list (`product.updated`, `order.status`, …). */
    kind: text('kind').notNull(),
    /** What it happened to: a table-like name (`product`, `order`, …) and its id or key. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** One readable line, money in naira, as the admin view shows it. */
    summary: text('summary').notNull(),
    /** Only the fields that changed (all of them for a creation or deletion); null when none. */
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The chain that shows an entry was not rewritten (decision 41): `hash` is a SHA-256 of
     * `prev_hash` and the entry's fields, `prev_hash` the hash of the entry written before it.
     * Set by the database on insert (migration 0033), checked by db:restore.
     */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    // The audit view pages newest first, over all entries or one person's or one kind's.
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_log_kind_at_idx').on(t.kind, t.at.desc(), t.id.desc()),
    // One entry follows each: a second one chained onto the same entry is refused.
    uniqueIndex('audit_log_prev_hash_idx').on(t.prevHash),
  ],
);
