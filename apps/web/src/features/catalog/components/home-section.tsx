import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import type { CardActions } from '../use-card-actions';
import { ProductGrid } from './product-grid';

const HOME_COUNT = 4;
const copy = {
  skincare: { title: 'Skincare', empty: catalogMessages.noSkincare },
  makeup: { title: 'Makeup', empty: catalogMessages.noMakeup },
} as const;

/** One category on the home page: its first 4 products, or the category's empty text, and See All. */
export function HomeSection({
  category,
  products,
  actions,
  id,
}: {
  category: Category;
  products: readonly Product[];
  actions: CardActions;
  id?: string;
}) {
  const { title, empty } = copy[category];
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${category}-title`}
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12 outline-none"
    >
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`${category}-title`} className="font-display text-3xl text-plum md:text-4xl">
          {title}
        </h2>
        <Link
          to={`/${category}`}
          aria-label={`See All ${category}`}
          className="inline-flex items-center gap-1 rounded-full px-3 py-2 font-semibold text-rose-dark hover:text-plum"
        >
          See All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {products.length === 0 ? (
        <p className="rounded-[12px] bg-nude p-8 text-center text-plum/80">{empty}</p>
      ) : (
        <ProductGrid products={products.slice(0, HOME_COUNT)} actions={actions} label={`${title} products`} />
      )}
    </section>
  );
}
