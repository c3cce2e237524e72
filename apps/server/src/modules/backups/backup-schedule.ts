import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SHOP_TIME_ZONE, shopClock } from '@shop/shared/dates/shop-time';
import type { Database } from '../../db/client.ts';
import { backupFileName } from './backup-format.ts';
import { hasAnyBackupRun, hasRunForSlot } from './backup-runs.repository.ts';
import { makeBackup } from './make-backup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A long timer is re-armed hourly: a clock change or a suspended machine cannot make it miss a day.
const MAX_WAIT_MS = 60 * 60 * 1000;

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds (Lagos: one hour, all year). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const c = shopClock(at, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The latest instant at or before `now` when the shop's clock read `time` ('HH:MM'). */
export function latestSlot(now: Date, time: string, timeZone = SHOP_TIME_ZONE): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const offset = zoneOffsetMs(now, timeZone);
  const local = new Date(now.getTime() + offset);
  const today =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes) - offset;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

export type BackupSchedule = {
  db: Database;
  engine: 'pglite' | 'postgres';
  dir: string;
  time: string;
  keep: number;
  log: FastifyBaseLogger;
};

/**
 * Makes the day's backup once the shop's clock passes BACKUP_TIME, and at start when the latest
 * slot has none yet (the shop was down at the time) and the shop has made backups before. Every process runs this; the slot's unique
 * row lets one of them make it.
 */
export function startBackupSchedule(schedule: BackupSchedule): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runDue = async (atStart: boolean) => {
    const slot = latestSlot(new Date(), schedule.time);
    if (await hasRunForSlot(schedule.db, slot)) return;
    // A slot missed while the shop was down is made up at start, but a new shop's first start
    // makes none: it has nothing worth keeping yet, and its first backup comes at BACKUP_TIME.
    if (atStart && !(await hasAnyBackupRun(schedule.db))) return;
    const made = await makeBackup({
      db: schedule.db,
      engine: schedule.engine,
      file: join(schedule.dir, backupFileName(slot)),
      kind: 'scheduled',
      slot,
      keep: schedule.keep,
    });
    if (made) schedule.log.info({ file: made.file, bytes: made.bytes }, 'daily backup made');
  };

  const arm = () => {
    if (stopped) return;
    const now = new Date();
    const next = latestSlot(now, schedule.time).getTime() + DAY_MS;
    timer = setTimeout(() => tick(), Math.min(next - now.getTime() + 1000, MAX_WAIT_MS));
    timer.unref();
  };
  const tick = (atStart = false) => {
    runDue(atStart)
      .catch((error: unknown) => schedule.log.error({ err: error }, 'the daily backup failed'))
      .finally(arm);
  };
  tick(true);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
