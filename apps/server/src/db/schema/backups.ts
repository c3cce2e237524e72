import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per backup the shop made (decision 35): the admin overview reads the newest to say when
 * the last one finished and whether it failed. A scheduled run carries the day's slot, unique, so
 * several processes (or machines) on one database make that day's backup once: the first to insert
 * the slot runs it. Not itself backed up: it is the history of this installation, not of the shop.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'scheduled' (BACKUP_TIME) or 'manual' (npm run db:backup asked the running shop). */
    kind: text('kind').notNull(),
    /** The BACKUP_TIME instant a scheduled run is for; null for a manual one. */
    slot: timestamp('slot', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running', 'succeeded' or 'failed'. */
    status: text('status').notNull().default('running'),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    check('backup_runs_kind_check', sql`${t.kind} in ('scheduled', 'manual')`),
    check('backup_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);
