import { z } from 'zod';

/** GET /api/admin/backups: when the last backup finished, whether it failed, and the last good one. */
export const BackupStatusSchema = z.object({
  lastFinishedAt: z.string().nullable(),
  lastFailed: z.boolean(),
  lastError: z.string().nullable(),
  lastSucceededAt: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
