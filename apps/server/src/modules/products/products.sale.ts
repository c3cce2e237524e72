import { koboToNaira, nairaToKobo } from '@shop/shared/money';
import { saleProblem } from '@shop/shared/products/sale-fields';
import type { products } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';

type ProductRow = typeof products.$inferSelect;
type SaleColumns = Pick<ProductRow, 'salePriceKobo' | 'saleStartsAt' | 'saleEndsAt'>;

const NO_SALE: SaleColumns = { salePriceKobo: null, saleStartsAt: null, saleEndsAt: null };

/**
 * The sale columns a product form's save writes (decision 60), checked against the price it leaves:
 * a sale price below the price with an end still ahead, or a 400 naming the field. A sale still
 * running keeps when it started (the feeds' effective dates); a new one starts now. A sale that has
 * ended is cleared by any save, so a lower price can always be saved after it.
 */
export function saleColumns(
  fields: { price?: number; salePrice?: number | null; saleEndsAt?: Date | null },
  stored: (SaleColumns & { priceKobo: number }) | null,
  now: Date = new Date(),
): Partial<SaleColumns> {
  const running = stored?.saleEndsAt != null && stored.saleEndsAt > now;
  const price = fields.price ?? koboToNaira(stored!.priceKobo);
  if (fields.salePrice === undefined && fields.saleEndsAt === undefined) {
    if (!running) return stored?.salePriceKobo != null ? NO_SALE : {};
    if (nairaToKobo(price) <= stored.salePriceKobo!)
      throw badRequest('price must be above the sale price: change or clear the sale first', 'price');
    return {};
  }
  const sale = {
    salePrice:
      fields.salePrice !== undefined
        ? fields.salePrice
        : stored?.salePriceKobo != null
          ? koboToNaira(stored.salePriceKobo)
          : null,
    saleEndsAt: fields.saleEndsAt !== undefined ? fields.saleEndsAt : (stored?.saleEndsAt ?? null),
  };
  if (sale.salePrice === null) return NO_SALE;
  const problem = saleProblem(sale, price, now);
  if (problem) throw badRequest(problem.message, problem.field);
  return {
    salePriceKobo: nairaToKobo(sale.salePrice),
    saleEndsAt: sale.saleEndsAt,
    saleStartsAt: running ? stored.saleStartsAt : now,
  };
}
