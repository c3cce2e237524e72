import { Check } from 'lucide-react';
import type { Color } from '@shop/shared/catalog/product-schemas';

/** Shades as buttons: name as tooltip and accessible name, a ring and tick when chosen. */
export function ColorSwatches({
  colors,
  selected,
  onSelect,
}: {
  colors: readonly Color[];
  selected: Color | null;
  onSelect: (color: Color) => void;
}) {
  if (colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Colour{selected ? `: ${selected.name}` : ''}</legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((color) => {
          const isSelected = selected?._id === color._id;
          return (
            <button
              key={color._id}
              type="button"
              aria-label={color.inStock ? color.name : `${color.name} (out of stock)`}
              title={color.name}
              aria-pressed={isSelected}
              disabled={!color.inStock}
              onClick={() => onSelect(color)}
              style={{ backgroundColor: color.code }}
              className={`grid size-10 place-items-center rounded-full border border-plum/20 transition-shadow duration-150 disabled:cursor-not-allowed disabled:opacity-35 ${
                isSelected
                  ? 'ring-2 ring-plum ring-offset-2 ring-offset-ivory'
                  : 'hover:ring-2 hover:ring-rose/60 hover:ring-offset-2'
              }`}
            >
              {isSelected && (
                <Check
                  aria-hidden="true"
                  className="size-5 text-white drop-shadow-[0_0_2px_rgb(0_0_0/0.8)]"
                />
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
