import { useId } from 'react';
import { SKIN_TYPES, SKIN_TYPE_LABELS, isSkinType } from '@shop/shared/products/skin';
import { fieldStyles } from '../../../components/form/field-styles';
import type { ReviewFilter } from '../api/get-product-review-page';

/** "With photos" (a toggle) and the reviewer's skin type, over a product's reviews (decision 61). */
export function ReviewFilters({
  filter,
  onChange,
  busy,
}: {
  filter: ReviewFilter;
  onChange: (filter: ReviewFilter) => void;
  busy: boolean;
}) {
  const skinId = useId();
  return (
    <div
      role="group"
      aria-label="Filter reviews"
      aria-busy={busy || undefined}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <button
        type="button"
        aria-pressed={filter.withPhotos}
        onClick={() => onChange({ ...filter, withPhotos: !filter.withPhotos })}
        className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
          filter.withPhotos ? 'border-plum bg-plum text-ivory' : 'border-plum/40 bg-ivory text-plum'
        }`}
      >
        With photos
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor={skinId} className={fieldStyles.label}>
          Skin type
        </label>
        <select
          id={skinId}
          value={filter.skinType ?? ''}
          onChange={(e) =>
            onChange({ ...filter, skinType: isSkinType(e.target.value) ? e.target.value : null })
          }
          className={fieldStyles.box}
        >
          <option value="">All skin types</option>
          {SKIN_TYPES.map((type) => (
            <option key={type} value={type}>
              {SKIN_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
