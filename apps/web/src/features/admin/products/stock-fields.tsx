import { MAX_STOCK } from '@shop/shared/catalog/stock-levels';
import { TextField } from '../../../components/form/text-field';

export type Shade = { key: string; name: string };

type Props = {
  stock: string;
  onStockChange: (value: string) => void;
  /** The colours chosen in the form, each with its own quantity input. */
  shades: readonly Shade[];
  shadeStock: Readonly<Record<string, string>>;
  onShadeStockChange: (key: string, value: string) => void;
  /** The product quantity's message, if it is wrong. */
  error?: string | undefined;
};

/** The product's quantity and one per chosen shade; empty means "not counted" (the yes/no flag rules). */
export function StockFields({ stock, onStockChange, shades, shadeStock, onShadeStockChange, error }: Props) {
  return (
    <fieldset className="space-y-3">
      <TextField
        label="Stock"
        name="stock"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        step={1}
        value={stock}
        onChange={(e) => onStockChange(e.target.value)}
        hint="Optional. Leave empty if you do not count this product."
        error={error}
      />
      {shades.length > 0 && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {shades.map((shade) => (
            <TextField
              key={shade.key}
              label={`Stock of ${shade.name}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_STOCK}
              step={1}
              value={shadeStock[shade.key] ?? ''}
              onChange={(e) => onShadeStockChange(shade.key, e.target.value)}
            />
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
