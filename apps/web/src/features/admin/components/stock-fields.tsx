import { useId } from 'react';
import { MAX_STOCK } from '@shop/shared/catalog/stock-levels';
import { inputClass, labelClass } from './form-styles';

export type Shade = { key: string; name: string };

type Props = {
  stock: string;
  onStockChange: (value: string) => void;
  /** The colours chosen in the form, each with its own quantity input. */
  shades: readonly Shade[];
  shadeStock: Readonly<Record<string, string>>;
  onShadeStockChange: (key: string, value: string) => void;
};

/** The product's quantity and one per chosen shade; empty means "not counted" (the yes/no flag rules). */
export function StockFields({ stock, onStockChange, shades, shadeStock, onShadeStockChange }: Props) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <div>
        <label htmlFor={`${id}-stock`} className={labelClass}>
          Stock
        </label>
        <input
          id={`${id}-stock`}
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK}
          step={1}
          value={stock}
          onChange={(e) => onStockChange(e.target.value)}
          aria-describedby={`${id}-stock-hint`}
          className={inputClass}
        />
        <p id={`${id}-stock-hint`} className="mt-1 text-sm text-plum/70">
          Optional. Leave empty if you do not count this product.
        </p>
      </div>
      {shades.length > 0 && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shades.map((shade) => (
            <div key={shade.key}>
              <label htmlFor={`${id}-${shade.key}`} className={labelClass}>
                Stock of {shade.name}
              </label>
              <input
                id={`${id}-${shade.key}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_STOCK}
                step={1}
                value={shadeStock[shade.key] ?? ''}
                onChange={(e) => onShadeStockChange(shade.key, e.target.value)}
                className={inputClass}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The `colorStock` field for the chosen shades: a JSON object of colour code to quantity (null = not counted). */
export function colorStockJson(shades: readonly Shade[], shadeStock: Readonly<Record<string, string>>) {
  const entries = shades.map((s) => {
    const text = (shadeStock[s.key] ?? '').trim();
    return [s.key, text === '' ? null : text] as const;
  });
  return JSON.stringify(Object.fromEntries(entries));
}
