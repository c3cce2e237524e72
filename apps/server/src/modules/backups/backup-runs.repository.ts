import { desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/backups.ts';

export type BackupRunKind = 'scheduled' | 'manual';

/**
 * Records that a backup starts. A scheduled run names its slot: when another process already
 * took that slot the answer is null, and this process leaves the day's backup to it.
 */
export async function startBackupRun(
  db: DbOrTx,
  run: { kind: BackupRunKind; slot?: Date; file: string },
): Promise<number | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ kind: run.kind, slot: run.slot ?? null, file: run.file })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

export async function finishBackupRun(
  db: DbOrTx,
  id: number,
  outcome: { status: 'succeeded'; bytes: number } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(backupRuns)
    .set({
      status: outcome.status,
      finishedAt: new Date(),
      bytes: outcome.status === 'succeeded' ? outcome.bytes : null,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 2000) : null,
    })
    .where(eq(backupRuns.id, id));
}

export async function hasRunForSlot(db: DbOrTx, slot: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(eq(backupRuns.slot, slot))
    .limit(1);
  return row !== undefined;
}

export async function hasAnyBackupRun(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: backupRuns.id }).from(backupRuns).limit(1);
  return row !== undefined;
}

/** The newest finished run (did it fail, and why) and when a backup last succeeded, for the overview. */
export async function readBackupStatus(db: DbOrTx) {
  const [last] = await db
    .select({ finishedAt: backupRuns.finishedAt, status: backupRuns.status, error: backupRuns.error })
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const [good] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return {
    lastFinishedAt: last?.finishedAt?.toISOString() ?? null,
    lastFailed: last?.status === 'failed',
    lastError: last?.status === 'failed' ? last.error : null,
    lastSucceededAt: good?.finishedAt?.toISOString() ?? null,
  };
}
