import type { Product } from '@shop/shared/catalog/product-schemas';
import type { CardActions } from '../use-card-actions';
import { ProductGrid } from './product-grid';

/**
 * A titled row of product cards on the product page ("Pairs well with", "Customers also bought":
 * decision 62); nothing at all when it is empty. Its cards come with the product's answer, so it
 * is there from the first paint (no later row pushing the page down).
 */
export function ProductRow({
  id,
  title,
  products,
  actions,
}: {
  id: string;
  title: string;
  products: readonly Product[] | undefined;
  actions: CardActions;
}) {
  if (!products?.length) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-6 font-display text-2xl text-plum">
        {title}
      </h2>
      <ProductGrid products={products} actions={actions} label={title} />
    </section>
  );
}
