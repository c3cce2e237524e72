import { useId, useState } from 'react';
import type { PaletteColor } from '@shop/shared/admin/color-palette';
import { isHexCode, nearestColorName } from '@shop/shared/admin/shade-names';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import { buttonStyles } from '../../../components/ui/button-styles';

const BAD_HEX = 'Enter the colour as a hex code, such as #8b1a3a';

/**
 * A shade of the admin's own: a name (left empty, the nearest named colour's is used, never the
 * code) and a colour from the picker or typed as a hex code.
 */
export function OwnShadeInput({
  taken,
  onAdd,
}: {
  taken: ReadonlySet<string>;
  onAdd: (c: PaletteColor) => void;
}) {
  const nameId = useId();
  const hexId = useId();
  const [name, setName] = useState('');
  const [hex, setHex] = useState('#8b1a3a');
  const [error, setError] = useState<string | null>(null);
  const code = hex.trim().toLowerCase();
  const suggested = isHexCode(code) ? (nearestColorName(code) ?? '') : '';

  function add() {
    if (!isHexCode(code)) return setError(BAD_HEX);
    if (taken.has(code)) return setError('This colour is already one of the shades');
    setError(null);
    onAdd({ value: code, label: name.trim() || suggested });
    setName('');
  }

  return (
    <div className="mb-4 rounded-[12px] bg-white p-3">
      <p className="mb-2 text-sm font-semibold">Add your own shade</p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <div>
          <label htmlFor={nameId} className={fieldStyles.label}>
            Shade name
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            placeholder={suggested ? `e.g. ${suggested}` : 'e.g. Berry Kiss'}
            onChange={(e) => setName(e.target.value)}
            className={fieldStyles.box}
          />
        </div>
        <div>
          <label htmlFor={hexId} className={fieldStyles.label}>
            Hex code
          </label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the shade's colour"
              value={isHexCode(code) && code.length === 7 ? code : '#000000'}
              onChange={(e) => setHex(e.target.value)}
              className="h-12 w-12 shrink-0 cursor-pointer rounded-[12px] border border-field bg-white p-1"
            />
            <input
              id={hexId}
              value={hex}
              maxLength={9}
              onChange={(e) => setHex(e.target.value)}
              className={`${fieldStyles.box} w-32`}
              {...describedProps(hexId, error)}
            />
          </div>
        </div>
        <button type="button" onClick={add} className={buttonStyles.secondary}>
          Add shade
        </button>
      </div>
      <FieldError fieldId={hexId} message={error} />
    </div>
  );
}
