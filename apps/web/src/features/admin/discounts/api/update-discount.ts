import { DiscountResponseSchema, type DiscountUpdate } from '@shop/shared/discounts/discount-schemas';
import { api } from '../../../../lib/api-client';

/** PUT /admin/discounts/{id}: fields left out are kept (pause and resume send `paused` alone). */
export const updateDiscount = (id: string, body: DiscountUpdate) =>
  api(`/admin/discounts/${encodeURIComponent(id)}`, { method: 'PUT', body, answer: DiscountResponseSchema });
