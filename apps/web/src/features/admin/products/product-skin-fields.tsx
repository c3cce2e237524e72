import {
  SKIN_CONCERNS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  inListOrder,
} from '@shop/shared/products/skin';
import { FieldError } from '../../../components/form/field-error';
import type { FieldErrors } from '../../../components/form/field-errors';

/** The skin lists as the form sends them: comma-separated values, '' for none (decision 58). */
export type ProductSkinValues = { skinTypes: string; concerns: string };

type Props = {
  values: ProductSkinValues;
  onChange: (field: keyof ProductSkinValues, value: string) => void;
  errors?: FieldErrors;
};

/** Shop by skin: which skin types the product suits and which concerns it targets, as ticks. */
export function ProductSkinFields({ values, onChange, errors = {} }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TickGroup
        field="skinTypes"
        legend="Good for skin types"
        options={SKIN_TYPES.map((t) => [t, SKIN_TYPE_LABELS[t]])}
        order={SKIN_TYPES}
        value={values.skinTypes}
        onChange={(v) => onChange('skinTypes', v)}
        error={errors.skinTypes}
      />
      <TickGroup
        field="concerns"
        legend="Targets concerns"
        options={SKIN_CONCERNS.map((c) => [c, SKIN_CONCERN_LABELS[c]])}
        order={SKIN_CONCERNS}
        value={values.concerns}
        onChange={(v) => onChange('concerns', v)}
        error={errors.concerns}
      />
    </div>
  );
}

function TickGroup({
  field,
  legend,
  options,
  order,
  value,
  onChange,
  error,
}: {
  field: string;
  legend: string;
  options: [string, string][];
  order: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const chosen = value.split(',').filter((v) => v !== '');
  const toggle = (v: string, on: boolean) =>
    onChange(inListOrder(order, on ? [...chosen, v] : chosen.filter((c) => c !== v)).join(','));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([v, label]) => (
          <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(v)}
              onChange={(e) => toggle(v, e.target.checked)}
              className="size-5 accent-plum"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError fieldId={field} message={error} />
    </fieldset>
  );
}
