import { HOME_SECTION_COUNT } from '@shop/shared/catalog/storefront';

// Stand-ins of the product page's later parts, the size of what replaces them, so the page does
// not move when their data arrives.

const block = 'animate-pulse rounded-[12px] bg-nude';

export function ReviewsSkeleton() {
  return (
    <div className="mt-12" aria-busy="true">
      <div className={`${block} h-8 w-32`} />
      <div className="mt-4 flex gap-4 overflow-hidden pb-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-40 w-72 shrink-0`} />
        ))}
      </div>
    </div>
  );
}

/** Four cards the height of a product card (200 px picture and its text). */
export function ProductGridSkeleton() {
  return (
    <div className="mt-12" aria-busy="true">
      <div className={`${block} mb-6 h-8 w-64`} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-4" aria-hidden="true">
        {Array.from({ length: HOME_SECTION_COUNT }, (_, i) => (
          <div key={i} className={`${block} h-[22rem]`} />
        ))}
      </div>
    </div>
  );
}
