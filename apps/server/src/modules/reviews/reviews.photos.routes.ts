import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ReviewPhotoUploadQuerySchema,
  ReviewPhotoUploadSchema,
} from '@shop/shared/catalog/review-photo-schemas';
import { InviteTokenParamsSchema } from '@shop/shared/catalog/review-schemas';
import { requireUser, signedInOnly } from '../auth/auth-guards.ts';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../images/photo-upload-form.ts';
import { invitedOrder } from './invited-reviews.service.ts';
import { checkMayAddPhoto, uploadReviewPhoto } from './review-photos.ts';

/**
 * A review's photos, uploaded one at a time before the review names them (decision 61), as return
 * photos are: POST /review/photos?productId= by a signed-in buyer of the product, POST
 * /review/invite/{token}/photos by whoever holds a guest's review link. Multipart, the file `photo`.
 */
export const reviewPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });
  const upload = app.withTypeProvider<ZodTypeProvider>();

  upload.post(
    '/review/photos',
    {
      onRequest: signedInOnly,
      schema: { querystring: ReviewPhotoUploadQuerySchema, response: { 201: ReviewPhotoUploadSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Who may review is checked before the file is read and decoded.
      await checkMayAddPhoto(app.db, user.id, request.query.productId);
      const photo = await uploadReviewPhoto(app.db, { userId: user.id }, await readPhotoUpload(request));
      return reply.status(201).send({ photo });
    },
  );

  upload.post(
    '/review/invite/:token/photos',
    { schema: { params: InviteTokenParamsSchema, response: { 201: ReviewPhotoUploadSchema } } },
    async (request, reply) => {
      const order = await invitedOrder(app.db, request.params.token);
      const photo = await uploadReviewPhoto(app.db, { orderId: order.id }, await readPhotoUpload(request));
      return reply.status(201).send({ photo });
    },
  );
};
