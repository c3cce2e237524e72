import { STATE_NAMES } from '@shop/shared/locations/state-names';
import { SelectField } from '../../components/form/select-field';
import { loadPlaces, usePlaces } from './use-places';

type Props = {
  state: string;
  city: string;
  stateError?: string | null;
  cityError?: string | null;
  onChange: (change: { state?: string; city?: string }) => void;
};

/**
 * State (36 + FCT) and its LGAs; the LGA list waits for a state (and for the LGAs, loaded when the
 * State list is first touched) and resets when it changes. One column beside the cart on a
 * desktop, so long state and LGA names show whole.
 */
export function LocationFields({ state, city, stateError, cityError, onChange }: Props) {
  const places = usePlaces(Boolean(state));
  const lgas = state && places ? places.lgasOf(state) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <SelectField
        label="State"
        name="state"
        autoComplete="address-level1"
        value={state}
        error={stateError}
        onFocus={() => void loadPlaces()}
        onPointerDown={() => void loadPlaces()}
        onChange={(e) => onChange({ state: e.target.value, city: '' })}
      >
        <option value="">Select your state</option>
        {STATE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="City (LGA)"
        name="city"
        value={city}
        error={cityError}
        disabled={!state || !places}
        onChange={(e) => onChange({ city: e.target.value })}
      >
        <option value="">
          {!state ? 'Choose a state first' : places ? 'Select your LGA' : 'Loading LGAs…'}
        </option>
        {lgas.map((lga) => (
          <option key={lga} value={lga}>
            {lga}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
