import { MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** DELETE /review/{id}: answers the message the page shows. */
export const deleteReview = (id: string) =>
  api(`/review/${encodeURIComponent(id)}`, { method: 'DELETE', answer: MessageResponseSchema });
