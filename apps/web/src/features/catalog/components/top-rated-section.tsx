import type { Product } from '@shop/shared/catalog/product-schemas';
import type { CardActions } from '../use-card-actions';
import { ProductGrid } from './product-grid';

/** The home page's "Top rated" row: the best-reviewed products of both categories. */
export function TopRatedSection({
  products,
  actions,
}: {
  products: readonly Product[];
  actions: CardActions;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="top-rated-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="top-rated-title" className="mb-6 font-display text-3xl text-plum md:text-4xl">
        Top rated
      </h2>
      <ProductGrid products={products} actions={actions} label="Top rated products" />
    </section>
  );
}
