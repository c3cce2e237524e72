import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { PRIVATE_DIR_MODE } from '../../file-modes/private-modes.ts';
import { BACKUP_NAME, type BackupManifest } from './backup-format.ts';
import { finishBackupRun, startBackupRun, type BackupRunKind } from './backup-runs.repository.ts';
import { dumpShop } from './dump-shop.ts';

export type MadeBackup = { file: string; bytes: number; manifest: BackupManifest };

/** Keeps the newest `keep` of the shop's own backups in `dir` (names sort by time); others' files stay. */
export function pruneBackups(dir: string, keep: number): string[] {
  const ours = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = ours.slice(keep);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/**
 * Makes one backup into `file` and records the run (started, then succeeded with its size or
 * failed with the reason). A scheduled run names its slot; null when another process has it.
 * `keep`: afterwards only that many of the shop's backups stay in the file's folder.
 */
export async function makeBackup(opts: {
  db: Database;
  engine: BackupManifest['engine'];
  file: string;
  kind: BackupRunKind;
  slot?: Date;
  keep?: number;
  /** False for a stopped shop not yet migrated to have backup_runs: the backup is made unrecorded. */
  record?: boolean;
}): Promise<MadeBackup | null> {
  mkdirSync(dirname(opts.file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const runId =
    opts.record === false
      ? 0
      : await startBackupRun(opts.db, { kind: opts.kind, slot: opts.slot, file: opts.file });
  if (runId === null) return null;
  try {
    const manifest = await dumpShop(opts.db, opts.engine, opts.file);
    const bytes = statSync(opts.file).size;
    if (runId) await finishBackupRun(opts.db, runId, { status: 'succeeded', bytes });
    if (opts.keep !== undefined) pruneBackups(dirname(opts.file), opts.keep);
    return { file: opts.file, bytes, manifest };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (runId) {
      await finishBackupRun(opts.db, runId, { status: 'failed', error: message }).catch(() => undefined);
    }
    throw error;
  }
}
