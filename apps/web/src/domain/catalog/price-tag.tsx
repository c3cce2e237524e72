import type { Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';

/**
 * A product's price, or while its sale runs the old price struck through beside the sale price
 * (decision 60). The server sends `salePrice` only while the sale runs, so the page needs no clock
 * (and the server's and the browser's renderings agree). A screen reader hears "Was ₦…, now ₦…".
 */
export function PriceTag({
  product,
  format,
  className,
}: {
  product: Pick<Product, 'price' | 'salePrice'>;
  format: (naira: number) => string;
  className?: string;
}) {
  if (product.salePrice === undefined) return <p className={className}>{format(product.price)}</p>;
  const was = format(product.price);
  const now = format(product.salePrice);
  return (
    <p className={className}>
      <span className="sr-only">{catalogMessages.wasNow(was, now)}</span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-2">
        <s data-testid="price-was" className="text-[0.8em] font-normal text-plum/70">
          {was}
        </s>
        <span className="text-rose-dark">{now}</span>
      </span>
    </p>
  );
}
