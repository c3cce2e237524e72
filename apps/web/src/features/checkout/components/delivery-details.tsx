import type { CheckoutField } from '@shop/shared/checkout/checkout-rules';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { TextField } from '../../../components/form/text-field';
import { LocationFields } from '../../../domain/places/location-fields';

type Props = {
  form: Delivery;
  isGuest: boolean;
  /** The message of the last failed check for this field, if it is about it. */
  errorOf: (field: CheckoutField) => string | null;
  onChange: (change: Partial<Delivery>) => void;
};

/** Name and e-mail for guests only (a signed-in shopper's come from the account), then the address. */
export function DeliveryDetails({ form, isGuest, errorOf, onChange }: Props) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-display text-xl">Delivery details</legend>
      {isGuest && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={form.name}
            error={errorOf('name')}
            onChange={(e) => onChange({ name: e.target.value })}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            error={errorOf('email')}
            onChange={(e) => onChange({ email: e.target.value })}
          />
        </div>
      )}
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        value={form.address}
        error={errorOf('address')}
        onChange={(e) => onChange({ address: e.target.value })}
      />
      <LocationFields
        state={form.state}
        city={form.city}
        stateError={errorOf('state')}
        cityError={errorOf('city')}
        onChange={onChange}
      />
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        value={form.phoneNumber}
        error={errorOf('phoneNumber')}
        onChange={(e) => onChange({ phoneNumber: e.target.value })}
      />
    </fieldset>
  );
}
