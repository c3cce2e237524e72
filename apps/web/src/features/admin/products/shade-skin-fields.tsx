import {
  SKIN_DEPTHS,
  SKIN_DEPTH_LABELS,
  UNDERTONES,
  UNDERTONE_LABELS,
  isComplexionProduct,
} from '@shop/shared/products/shade';
import { SelectField } from '../../../components/form/select-field';
import type { Shade } from './stock-fields';

/** Each shade's skin as the form holds it: '' until chosen. */
export type ShadeSkin = Record<string, { depth: string; undertone: string }>;

/**
 * A complexion product's shades, each with the skin depth and undertone it is for (decision 57):
 * what the shade finder matches a shopper to. Other products have no such shades.
 */
export function ShadeSkinFields({
  category,
  type,
  shades,
  value,
  onChange,
}: {
  category: string;
  type: string;
  shades: readonly Shade[];
  value: ShadeSkin;
  onChange: (key: string, skin: { depth: string; undertone: string }) => void;
}) {
  if (!isComplexionProduct({ category, type }) || shades.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-[12px] bg-nude p-3">
      <legend className="text-sm font-semibold">Your shade: the skin each shade is for</legend>
      <p className="text-sm text-plum/80">
        The shade finder offers each shade to shoppers of this depth and undertone.
      </p>
      {shades.map((shade) => {
        const skin = value[shade.key] ?? { depth: '', undertone: '' };
        return (
          <div key={shade.key} className="grid grid-cols-2 gap-3">
            <SelectField
              label={`Skin depth for ${shade.name}`}
              value={skin.depth}
              onChange={(e) => onChange(shade.key, { ...skin, depth: e.target.value })}
            >
              <option value="">Not set</option>
              {SKIN_DEPTHS.map((d) => (
                <option key={d} value={d}>
                  {SKIN_DEPTH_LABELS[d]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={`Undertone for ${shade.name}`}
              value={skin.undertone}
              onChange={(e) => onChange(shade.key, { ...skin, undertone: e.target.value })}
            >
              <option value="">Not set</option>
              {UNDERTONES.map((u) => (
                <option key={u} value={u}>
                  {UNDERTONE_LABELS[u]}
                </option>
              ))}
            </SelectField>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The `colorShades` field: each shade's depth and undertone, null when neither is set (one set
 * alone is sent as it is, and the server names what is missing).
 */
export function colorShadesJson(shades: readonly Shade[], value: ShadeSkin): string {
  return JSON.stringify(
    Object.fromEntries(
      shades.map((s) => {
        const skin = value[s.key];
        return [s.key, !skin || (skin.depth === '' && skin.undertone === '') ? null : skin];
      }),
    ),
  );
}
