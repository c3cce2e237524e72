import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackupStatusSchema } from '@shop/shared/admin/backup-schemas';
import { guard, requirePermission } from '../auth/auth-guards.ts';
import { readBackupStatus } from './backup-runs.repository.ts';

/** GET /admin/backups: the overview's line on backups (decision 35), for whoever sees the overview. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', guard(requirePermission('overview')));
  app.get(
    '/admin/backups',
    { schema: { response: { 200: BackupStatusSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readBackupStatus(app.db);
    },
  );
};
