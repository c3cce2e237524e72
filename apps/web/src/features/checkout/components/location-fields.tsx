import { useId } from 'react';
import { NIGERIAN_STATES, lgasOf } from '@shop/shared/locations/nigeria';
import { FieldError, invalidProps } from './field-error';
import { fieldStyles } from './field-styles';

type Props = {
  state: string;
  city: string;
  stateError?: string | null;
  cityError?: string | null;
  onChange: (change: { state?: string; city?: string }) => void;
};

/**
 * State (36 + FCT) and its LGAs; the LGA list waits for a state and resets when it changes. One
 * column beside the cart on a desktop, so long state and LGA names show whole.
 */
export function LocationFields({ state, city, stateError, cityError, onChange }: Props) {
  const stateId = useId();
  const lgaId = useId();
  const lgas = state ? lgasOf(state) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <div>
        <label htmlFor={stateId} className={fieldStyles.label}>
          State
        </label>
        <select
          id={stateId}
          name="state"
          autoComplete="address-level1"
          value={state}
          {...invalidProps(stateId, stateError)}
          onChange={(e) => onChange({ state: e.target.value, city: '' })}
          className={fieldStyles.input}
        >
          <option value="">Select your state</option>
          {NIGERIAN_STATES.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
        <FieldError fieldId={stateId} message={stateError} />
      </div>
      <div>
        <label htmlFor={lgaId} className={fieldStyles.label}>
          City (LGA)
        </label>
        <select
          id={lgaId}
          name="city"
          value={city}
          {...invalidProps(lgaId, cityError)}
          disabled={!state}
          onChange={(e) => onChange({ city: e.target.value })}
          className={fieldStyles.input}
        >
          <option value="">{state ? 'Select your LGA' : 'Choose a state first'}</option>
          {lgas.map((lga) => (
            <option key={lga} value={lga}>
              {lga}
            </option>
          ))}
        </select>
        <FieldError fieldId={lgaId} message={cityError} />
      </div>
    </div>
  );
}
