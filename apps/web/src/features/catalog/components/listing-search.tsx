import type { Category } from '@shop/shared/catalog/product-schemas';
import { SearchField } from '../../../components/ui/search-field';

const placeholders = { skincare: 'Search Skincare', makeup: 'Search Makeup' } as const;

/** The listing's search box: the page asks the server as the shopper types (after a short pause). */
export function ListingSearch({
  category,
  value,
  onChange,
}: {
  category: Category;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mx-auto w-full max-w-xl">
      <SearchField
        label={placeholders[category]}
        placeholder={placeholders[category]}
        value={value}
        onChange={onChange}
        // On a phone the placeholder says the same, and the room goes to the products.
        labelClassName="sr-only md:not-sr-only md:mb-2 md:block md:pl-4 md:text-sm md:font-semibold md:text-plum"
        inputClassName="rounded-full border-2 border-field"
      />
    </div>
  );
}
