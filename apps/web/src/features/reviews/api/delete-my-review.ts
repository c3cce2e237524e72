import { MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../lib/api-client';

/** DELETE /review/reviews/{id}: the customer's own review only. */
export const deleteMyReview = (id: string) =>
  api(`/review/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', answer: MessageResponseSchema });
