import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askToRetryLater } from '../../plugins/database-away.ts';
import { checkReadiness, pingDatabase } from './readiness.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Alive: the process answers and its database does.
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return askToRetryLater(reply)
        .status(503)
        .send({ status: 'unavailable', message: 'The database is not reachable' });
    }
  });

  // Ready for traffic: the database answers and carries every migration of this build. Load
  // balancers and deploy scripts wait on this one.
  app.get('/ready', async (_request, reply) => {
    const readiness = await checkReadiness(app.db);
    if (readiness.ready) return { status: 'ready' };
    app.log.warn({ reason: readiness.message }, 'readiness check failed');
    return askToRetryLater(reply).status(503).send({ status: 'unavailable', message: readiness.message });
  });
};
