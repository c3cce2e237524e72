import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackupStatusSchema } from '@shop/shared/admin/backup-schemas';
import { guard, requirePermission } from '../auth/auth-guards.ts';
import { backupStatus } from './backups.service.ts';

/** GET /admin/backups: the overview's line on backups (decision 35), for whoever sees the overview. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = guard(requirePermission('overview'));
  app.get(
    '/admin/backups',
    { onRequest, schema: { response: { 200: BackupStatusSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return backupStatus(app.db);
    },
  );
};
