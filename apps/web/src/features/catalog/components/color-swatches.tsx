import { Check } from 'lucide-react';
import type { Color } from '@shop/shared/catalog/product-schemas';

/**
 * Shades as buttons: the name as tooltip and accessible name, a ring and tick when chosen, and the
 * chosen name written beside them (a tooltip is never seen on touch). An out-of-stock shade is
 * crossed out, announced as unavailable and cannot be chosen; it stays focusable so it is heard.
 */
export function ColorSwatches({
  colors,
  selected,
  onSelect,
  size = 'md',
}: {
  colors: readonly Color[];
  selected: Color | null;
  onSelect: (color: Color) => void;
  size?: 'md' | 'lg';
}) {
  if (colors.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        Colour:{' '}
        <span aria-live="polite" className={selected ? 'text-plum' : 'font-normal text-plum/80'}>
          {selected ? selected.name : 'choose a shade'}
        </span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((color) => {
          const isSelected = selected?._id === color._id;
          const unavailable = !color.inStock;
          return (
            <button
              key={color._id}
              type="button"
              aria-label={unavailable ? `${color.name}, out of stock` : color.name}
              title={unavailable ? `${color.name} (out of stock)` : color.name}
              aria-pressed={isSelected}
              aria-disabled={unavailable || undefined}
              onClick={() => {
                if (!unavailable) onSelect(color);
              }}
              style={{ backgroundColor: color.code }}
              className={`relative grid ${size === 'lg' ? 'size-11' : 'size-10'} place-items-center overflow-hidden rounded-full border border-field transition-shadow duration-150 ${
                unavailable
                  ? 'cursor-not-allowed opacity-45'
                  : isSelected
                    ? 'ring-2 ring-plum ring-offset-2 ring-offset-ivory'
                    : 'hover:ring-2 hover:ring-rose/60 hover:ring-offset-2'
              }`}
            >
              {unavailable && (
                <span
                  aria-hidden="true"
                  className="absolute left-1/2 top-1/2 h-0.5 w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-plum"
                />
              )}
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
