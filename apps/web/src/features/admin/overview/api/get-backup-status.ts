import { BackupStatusSchema } from '@shop/shared/admin/backup-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/backups: when the last backup finished and whether it failed. */
export const getBackupStatus = (signal?: AbortSignal) =>
  api('/admin/backups', { signal, answer: BackupStatusSchema });
