import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { COLOR_PALETTE, type PaletteColor } from '@shop/shared/admin/color-palette';
import { CSS_NAMED_COLORS } from '@shop/shared/admin/css-colors';
import { hexToRgb, nearestColorName } from '@shop/shared/admin/shade-names';
import { fieldStyles } from '../../../components/form/field-styles';
import { OwnShadeInput } from './own-shade-input';

/** The picker's #rrggbb for a code: a CSS name's hex, a short hex spelt out, alpha dropped. */
function pickerHex(code: string): string {
  const rgb = hexToRgb(CSS_NAMED_COLORS[code.toLowerCase()] ?? code);
  return rgb ? `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` : '#000000';
}

/**
 * The product forms' shades: each chosen one with its own name and colour (renamed freely, the
 * colour from the picker), a shade of the admin's own (a name and a hex), and about 100 named
 * CSS colours as quick picks in a filterable grid of swatch checkboxes, each named by its colour.
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
  const chosen = new Set(value.map((c) => c.value.toLowerCase()));
  const shown = COLOR_PALETTE.filter((c) => c.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (color: PaletteColor) =>
    onChange(
      chosen.has(color.value.toLowerCase())
        ? value.filter((c) => c.value.toLowerCase() !== color.value.toLowerCase())
        : [...value, color],
    );
  const edit = (index: number, change: Partial<PaletteColor>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...change } : c)));

  return (
    <fieldset className="rounded-[12px] bg-nude p-4">
      <legend className="px-1 text-sm font-semibold">Colours (optional)</legend>
      {value.length > 0 && (
        <ul aria-label="Chosen colours" className="mb-3 flex flex-col gap-2">
          {value.map((c, i) => (
            // By place: a new colour changes the code, and the row (and its focus) should stay.
            <li key={i} className="flex items-center gap-2 rounded-[12px] bg-white p-2">
              <input
                type="color"
                aria-label={`Colour of ${c.label || `shade ${i + 1}`}`}
                value={pickerHex(c.value)}
                onChange={(e) => edit(i, { value: e.target.value })}
                className="h-11 w-11 shrink-0 cursor-pointer rounded-full border border-plum/20 bg-white p-1"
              />
              <input
                aria-label={`Name of shade ${i + 1}`}
                value={c.label}
                maxLength={60}
                onChange={(e) => edit(i, { label: e.target.value })}
                // Left empty, it takes the nearest named colour's name: never the code.
                onBlur={() =>
                  !c.label.trim() && edit(i, { label: nearestColorName(pickerHex(c.value)) ?? '' })
                }
                className={`${fieldStyles.box} min-w-0 flex-1 py-2`}
              />
              <button
                type="button"
                aria-label={`Remove ${c.label || `shade ${i + 1}`}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-nude"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <OwnShadeInput taken={chosen} onAdd={(color) => onChange([...value, color])} />
      <p className="mb-2 text-sm font-semibold">Quick picks</p>
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
              checked={chosen.has(c.value.toLowerCase())}
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
