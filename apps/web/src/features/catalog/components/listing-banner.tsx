import type { Category } from '@shop/shared/catalog/product-schemas';
import { BackgroundVideo } from '../../../components/ui/background-video';

/** The listing's looping muted video banner, 60vh, with the category's heading. */
export function ListingBanner({ category }: { category: Category }) {
  return (
    <section className="relative isolate flex h-[60vh] items-center justify-center overflow-hidden bg-plum">
      <BackgroundVideo name={category} className="-z-10 opacity-75" />
      <div className="absolute inset-0 -z-10 bg-plum/35" aria-hidden="true" />
      <h1 className="px-4 text-center font-display text-5xl capitalize text-ivory drop-shadow md:text-7xl">
        {category} products
      </h1>
    </section>
  );
}
