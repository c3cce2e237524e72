import { DiscountListResponseSchema } from '@shop/shared/discounts/discount-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/discounts: the live codes, newest first, each with its uses. */
export const getDiscounts = () => api('/admin/discounts', { answer: DiscountListResponseSchema });
