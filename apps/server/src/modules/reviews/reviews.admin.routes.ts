import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, isUuid, MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { reviews } from '../../db/schema/index.ts';
import { notFound } from '../../http-error.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { bumpCatalogVersion } from '../catalog/catalog-version.ts';

const REVIEW_NOT_FOUND = 'Review not found';

/** DELETE /review/{id}: an admin removes a review; the rating summary follows. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.delete(
    '/review/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(REVIEW_NOT_FOUND);
      await app.db.transaction(async (tx) => {
        const deleted = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
        if (deleted.length === 0) throw notFound(REVIEW_NOT_FOUND);
        await bumpCatalogVersion(tx);
      });
      return { message: 'Review deleted successfully' };
    },
  );
};
