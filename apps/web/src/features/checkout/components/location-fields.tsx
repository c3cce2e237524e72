import { useId } from 'react';
import { NIGERIAN_STATES, lgasOf } from '@shop/shared/locations/nigeria';
import { fieldStyles } from './field-styles';

type Props = {
  state: string;
  city: string;
  onChange: (change: { state?: string; city?: string }) => void;
};

/**
 * State (36 + FCT) and its LGAs; the LGA list waits for a state and resets when it changes. One
 * column beside the cart on a desktop, so long state and LGA names show whole.
 */
export function LocationFields({ state, city, onChange }: Props) {
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
          value={state}
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
      </div>
      <div>
        <label htmlFor={lgaId} className={fieldStyles.label}>
          City (LGA)
        </label>
        <select
          id={lgaId}
          value={city}
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
      </div>
    </div>
  );
}
