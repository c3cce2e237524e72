import type { Naira } from '../money.ts';

/** The sale facts a product carries (decision 60): a lower price until an instant, or none. */
export type SaleFacts = { price: Naira; salePrice?: Naira | null; saleEndsAt?: string | null };

/** Whether the product's sale still runs at `now` (it ends at `saleEndsAt`, that instant excluded). */
export function saleRuns(product: SaleFacts, now: Date = new Date()): boolean {
  return (
    product.salePrice !== undefined &&
    product.salePrice !== null &&
    typeof product.saleEndsAt === 'string' &&
    Date.parse(product.saleEndsAt) > now.getTime()
  );
}

/** The price charged at `now`: the sale price while the sale runs, the normal price after. */
export function priceNow(product: SaleFacts, now: Date = new Date()): Naira {
  return saleRuns(product, now) ? product.salePrice! : product.price;
}
