import type { Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import type { CardActions } from '../use-card-actions';
import { ProductGrid } from './product-grid';

/** 'discover similar items': other products of the same category, chosen at random by the server. */
export function SimilarItems({ products, actions }: { products: readonly Product[]; actions: CardActions }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-12">
      <h2 id="similar-title" className="mb-6 font-display text-2xl text-plum">
        {catalogMessages.similarItems}
      </h2>
      <ProductGrid products={products} actions={actions} label="Similar items" />
    </section>
  );
}
