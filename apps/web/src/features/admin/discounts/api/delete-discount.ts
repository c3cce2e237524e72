import { DiscountDeleteResponseSchema } from '@shop/shared/discounts/discount-schemas';
import { api } from '../../../../lib/api-client';

/** DELETE /admin/discounts/{id}: gone, or kept as history when orders used it. */
export const deleteDiscount = (id: string) =>
  api(`/admin/discounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: DiscountDeleteResponseSchema,
  });
