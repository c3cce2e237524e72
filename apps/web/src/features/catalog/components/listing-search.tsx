import { Search } from 'lucide-react';
import type { Category } from '@shop/shared/catalog/product-schemas';

const placeholders = { skincare: 'Search Skincare', makeup: 'Search Makeup' } as const;

/** The listing's search box: filters the loaded list live as the shopper types. */
export function ListingSearch({
  category,
  value,
  onChange,
}: {
  category: Category;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `search-${category}`;
  return (
    <div className="relative mx-auto w-full max-w-xl" role="search">
      <label htmlFor={id} className="sr-only">
        {placeholders[category]}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-plum/60"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholders[category]}
        autoComplete="off"
        className="w-full rounded-full border-2 border-nude-deep bg-white py-3 pl-12 pr-4 text-base text-plum placeholder:text-plum/60 focus:border-rose focus:outline-none focus-visible:outline-rose"
      />
    </div>
  );
}
