import type { Category } from '@shop/shared/catalog/product-schemas';
import { SearchField } from '../../../components/ui/search-field';

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
  return (
    <div className="mx-auto w-full max-w-xl">
      <SearchField
        label={placeholders[category]}
        placeholder={placeholders[category]}
        value={value}
        onChange={onChange}
        labelClassName="mb-2 block pl-4 text-sm font-semibold text-plum"
        inputClassName="rounded-full border-2 border-field"
      />
    </div>
  );
}
