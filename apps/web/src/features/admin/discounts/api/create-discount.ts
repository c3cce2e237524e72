import { DiscountResponseSchema, type DiscountCreate } from '@shop/shared/discounts/discount-schemas';
import { api } from '../../../../lib/api-client';

/** POST /admin/discounts: a new code; answers it as stored. */
export const createDiscount = (body: DiscountCreate) =>
  api('/admin/discounts', { method: 'POST', body, answer: DiscountResponseSchema });
