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
        <PriceBound
          label="Minimum price in naira"
          placeholder="Min"
          value={value.min}
          onChange={(min) => onChange({ min }, 'typing')}
        />
        <span aria-hidden="true" className="pb-3">
          –
        </span>
        <PriceBound
          label="Maximum price in naira"
          placeholder="Max"
          value={value.max}
          onChange={(max) => onChange({ max }, 'typing')}
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

/** One end of the price range: a short numeric box, named for screen readers under the legend. */
function PriceBound({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${control} w-28`}
      />
    </>
  );
}
