import type { Product } from '@shop/shared/catalog/product-schemas';
import { ProductCard } from '../../../domain/catalog/product-card';
import type { CardActions } from '../use-card-actions';

/** The product grid: one column on small screens, four from medium up. */
export function ProductGrid({
  products,
  actions,
  eagerCount = 0,
  label,
}: {
  products: readonly Product[];
  actions: CardActions;
  /** How many leading cards are above the fold (their images load at once). */
  eagerCount?: number;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-4">
      {products.map((product, i) => (
        <li key={product._id} className="render-when-near flex">
          <div className="flex w-full">
            <ProductCard
              product={product}
              saved={actions.isSaved(product.productId)}
              onCart={actions.onCart}
              onToggleSave={actions.onToggleSave}
              eager={i < eagerCount}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
