import type { Database } from '../../db/client.ts';
import { readBackupStatus } from './backup-runs.repository.ts';

/** The overview's line on backups (decision 35): the newest finished run and the last good one. */
export const backupStatus = (db: Database) => readBackupStatus(db);
