import { MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** PATCH /review/admin/photos/{id}: hides a review's photo from shoppers, or shows it again. */
export const hideReviewPhoto = (id: string, hidden: boolean) =>
  api(`/review/admin/photos/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { hidden },
    answer: MessageResponseSchema,
  });
