import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { SORT_OPTIONS, isSortId } from '@shop/shared/catalog/listing';
import type { ListingState } from '../listing-params';

const control =
  'min-h-11 rounded-full border border-field bg-white px-4 text-sm text-plum focus:border-rose focus:outline-none focus-visible:outline-3 focus-visible:outline-rose';

/**
 * The result count, sort, and filters folded under a "Filters" button, so the row stays one line
 * on a phone (the products must start within the first screen under the banner). The sort, the
 * stock box and "Clear filters" are choices (asked at once); the prices are typed (asked on a pause).
 */
export function ListingControls({
  value,
  onChange,
  count,
}: {
  value: ListingState;
  onChange: (change: Partial<ListingState>, how: 'typing' | 'choice') => void;
  count: string;
}) {
  const [open, setOpen] = useState(false);
  const sortId = useId();
  const panelId = useId();
  const minId = useId();
  const maxId = useId();
  const active = [value.inStock, value.min !== '', value.max !== ''].filter(Boolean).length;
  return (
    <div className="mt-3">
      <div className="flex items-center gap-2">
        <p aria-live="polite" className="mr-auto shrink-0 whitespace-nowrap text-sm font-semibold text-plum">
          {count}
        </p>
        <label htmlFor={sortId} className="sr-only text-sm font-semibold sm:not-sr-only">
          Sort by
        </label>
        <select
          id={sortId}
          value={value.sort}
          onChange={(e) => {
            if (isSortId(e.target.value)) onChange({ sort: e.target.value }, 'choice');
          }}
          className={`${control} min-w-0 max-w-[11rem] flex-1 sm:flex-none`}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={`${control} inline-flex shrink-0 items-center gap-2 font-semibold aria-expanded:bg-nude-deep`}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{active > 0 ? ` (${active})` : ''}
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="mt-3 flex flex-wrap items-end gap-4 rounded-[12px] bg-nude p-4"
      >
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
    </div>
  );
}
