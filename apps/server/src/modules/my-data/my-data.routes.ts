import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDataFileName, MyDataQuerySchema } from '@shop/shared/auth/my-data-schemas';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { collectMyData, myDataCsv } from './my-data.service.ts';

/** GET /auth/my-data?format=json|csv: the signed-in person's own data, as a file to keep. */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/my-data',
    { onRequest: signedInOnly, schema: { querystring: MyDataQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { format } = request.query;
      const data = await collectMyData(app.db, user, app.config.SHOP_NAME);
      const name = myDataFileName(app.config.SHOP_NAME, data.exportedAt.slice(0, 10), format);
      // A person's whole record: never kept by a browser's or a proxy's cache.
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
      return format === 'csv' ? myDataCsv(data) : JSON.stringify(data, null, 2);
    },
  );
};
