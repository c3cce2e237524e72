import { NIGERIAN_STATES, lgasOf } from '@shop/shared/locations/nigeria';
import { SelectField } from '../../../components/form/select-field';

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
  const lgas = state ? lgasOf(state) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <SelectField
        label="State"
        name="state"
        autoComplete="address-level1"
        value={state}
        error={stateError}
        onChange={(e) => onChange({ state: e.target.value, city: '' })}
      >
        <option value="">Select your state</option>
        {NIGERIAN_STATES.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="City (LGA)"
        name="city"
        value={city}
        error={cityError}
        disabled={!state}
        onChange={(e) => onChange({ city: e.target.value })}
      >
        <option value="">{state ? 'Select your LGA' : 'Choose a state first'}</option>
        {lgas.map((lga) => (
          <option key={lga} value={lga}>
            {lga}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
