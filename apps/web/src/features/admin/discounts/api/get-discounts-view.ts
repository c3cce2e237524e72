import { AdminProductPageResponseSchema } from '@shop/shared/admin/admin-list-schemas';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { api } from '../../../../lib/api-client';
import { getDiscounts } from './get-discounts';

export type DiscountsView = { discounts: Discount[]; products: Pick<AdminProduct, '_id' | 'name'>[] };

/** The discounts tab's data: the codes, and the products a code may be limited to (by name). */
export async function getDiscountsView(): Promise<DiscountsView> {
  const [{ discounts }, { products }] = await Promise.all([
    getDiscounts(),
    api('/product/admin/products', { answer: AdminProductPageResponseSchema }),
  ]);
  return { discounts, products: products.map((p) => ({ _id: p._id, name: p.name })) };
}
