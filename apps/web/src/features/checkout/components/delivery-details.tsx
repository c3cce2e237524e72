import type { CheckoutIssue } from '@shop/shared/checkout/checkout-rules';
import type { DeliveryForm } from '../checkout-types';
import { LocationFields } from './location-fields';
import { TextField } from './text-field';

type Props = {
  form: DeliveryForm;
  isGuest: boolean;
  /** The last failed check: its field is marked with its message. */
  issue: CheckoutIssue | null;
  onChange: (change: Partial<DeliveryForm>) => void;
};

/** Name and e-mail for guests only (a signed-in shopper's come from the account), then the address. */
export function DeliveryDetails({ form, isGuest, issue, onChange }: Props) {
  const errorOf = (field: CheckoutIssue['field']) => (issue?.field === field ? issue.message : null);
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
            onChange={(name) => onChange({ name })}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            error={errorOf('email')}
            onChange={(email) => onChange({ email })}
          />
        </div>
      )}
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        value={form.address}
        error={errorOf('address')}
        onChange={(address) => onChange({ address })}
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
        onChange={(phoneNumber) => onChange({ phoneNumber })}
      />
    </fieldset>
  );
}
