import { useId } from 'react';
import { activeFilters, type ListingState } from '../listing-params';
import { listingControlStyle as control } from './listing-control-style';

/** The listing's filter panel: in stock only, a naira price range, and "Clear filters". */
export function ListingFilters({
  value,
  onChange,
}: {
  value: ListingState;
  onChange: (change: Partial<ListingState>, how: 'typing' | 'choice') => void;
}) {
  const minId = useId();
  const maxId = useId();
  const active = activeFilters(value);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4 rounded-[12px] bg-nude p-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={value.inStock}
          onChange={(e) => onChange({ inStock: e.target.checked }, 'choice')}
          className="size-5 accent-plum"
        />
        In stock only
      </label>
      <fieldset className="flex items-end gap-2">
        <legend className="mb-1 text-sm font-semibold">Price (₦)</legend>
        <label htmlFor={minId} className="sr-only">
          Minimum price in naira
        </label>
        <input
          id={minId}
          inputMode="numeric"
          placeholder="Min"
          value={value.min}
          onChange={(e) => onChange({ min: e.target.value }, 'typing')}
          className={`${control} w-28`}
        />
        <span aria-hidden="true" className="pb-3">
          –
        </span>
        <label htmlFor={maxId} className="sr-only">
          Maximum price in naira
        </label>
        <input
          id={maxId}
          inputMode="numeric"
          placeholder="Max"
          value={value.max}
          onChange={(e) => onChange({ max: e.target.value }, 'typing')}
          className={`${control} w-28`}
        />
      </fieldset>
      {active > 0 && (
        <button
          type="button"
          onClick={() => onChange({ inStock: false, min: '', max: '' }, 'choice')}
          className="min-h-11 text-sm font-semibold text-rose underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
