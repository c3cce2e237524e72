import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { SORT_OPTIONS, isSortId, sortLabel } from '@shop/shared/catalog/listing';
import { activeFilters, type ListingScope, type ListingState } from '../listing-params';
import { listingControlStyle as control } from './listing-control-style';
import { ListingFilters } from './listing-filters';

/**
 * The result count, sort, and filters folded under a "Filters" button, so the row stays one line
 * on a phone (the products must start within the first screen under the banner). The sort, the
 * stock box, the type and "Clear filters" are choices (asked at once); the prices are typed (asked
 * on a pause).
 */
export function ListingControls({
  category,
  value,
  onChange,
  count,
}: {
  category: ListingScope;
  value: ListingState;
  onChange: (change: Partial<ListingState>, how: 'typing' | 'choice') => void;
  count: string;
}) {
  const [open, setOpen] = useState(false);
  const sortId = useId();
  const panelId = useId();
  const active = activeFilters(value);
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
              {sortLabel(o.id, value.q.trim() !== '')}
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
      <div id={panelId} hidden={!open}>
        <ListingFilters category={category} value={value} onChange={onChange} />
      </div>
    </div>
  );
}
