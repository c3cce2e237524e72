import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { COLOR_PALETTE, type PaletteColor } from '@shop/shared/admin/color-palette';
import { fieldStyles } from '../../../components/form/field-styles';

/**
 * The add form's optional multi-select of about 100 named CSS colours: a filterable grid of
 * swatch checkboxes, each named by its colour, and the chosen ones as removable chips.
 */
export function ColorPalettePicker({
  value,
  onChange,
}: {
  value: readonly PaletteColor[];
  onChange: (colors: PaletteColor[]) => void;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = new Set(value.map((c) => c.value));
  const shown = COLOR_PALETTE.filter((c) => c.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (color: PaletteColor) =>
    onChange(chosen.has(color.value) ? value.filter((c) => c.value !== color.value) : [...value, color]);

  return (
    <fieldset className="rounded-[12px] bg-nude p-4">
      <legend className="px-1 text-sm font-semibold">Colours (optional)</legend>
      {value.length > 0 && (
        <ul aria-label="Chosen colours" className="mb-3 flex flex-wrap gap-2">
          {value.map((c) => (
            <li
              key={c.value}
              className="inline-flex items-center gap-2 rounded-full bg-white py-1 pl-2 pr-1 text-sm"
            >
              <span
                aria-hidden="true"
                className="size-4 rounded-full border border-plum/20"
                style={{ background: c.value }}
              />
              {c.label}
              <button
                type="button"
                aria-label={`Remove ${c.label}`}
                onClick={() => toggle(c)}
                className="grid size-7 place-items-center rounded-full hover:bg-nude"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={filterId} className={fieldStyles.label}>
        Find a colour
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="e.g. red, pink, brown"
        className={`${fieldStyles.box} mb-3`}
      />
      <div className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((c) => (
          <label
            key={c.value + c.label}
            title={c.label}
            className="flex cursor-pointer items-center gap-2 rounded-[12px] bg-white p-2 text-xs has-[:checked]:ring-2 has-[:checked]:ring-rose has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-rose"
          >
            {/* A real, visible checkbox: it is where it looks for a pointer, a keyboard and
                assistive tech alike, and a click on the name reaches it through the label. */}
            <input
              type="checkbox"
              className="size-4 shrink-0 cursor-pointer accent-rose"
              checked={chosen.has(c.value)}
              onChange={() => toggle(c)}
            />
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-full border border-plum/20"
              style={{ background: c.value }}
            />
            <span className="truncate">{c.label}</span>
          </label>
        ))}
        {shown.length === 0 && <p className="col-span-full text-sm">No colour by that name.</p>}
      </div>
    </fieldset>
  );
}
