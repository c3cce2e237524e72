import type { DeliveryForm } from '../checkout-types';
import { LocationFields } from './location-fields';
import { TextField } from './text-field';

type Props = { form: DeliveryForm; isGuest: boolean; onChange: (change: Partial<DeliveryForm>) => void };

/** Name and e-mail for guests only (a signed-in shopper's come from the account), then the address. */
export function DeliveryDetails({ form, isGuest, onChange }: Props) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-display text-xl">Delivery details</legend>
      {isGuest && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            value={form.name}
            onChange={(name) => onChange({ name })}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(email) => onChange({ email })}
          />
        </div>
      )}
      <TextField
        label="Address"
        autoComplete="street-address"
        value={form.address}
        onChange={(address) => onChange({ address })}
      />
      <LocationFields state={form.state} city={form.city} onChange={onChange} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        value={form.phoneNumber}
        onChange={(phoneNumber) => onChange({ phoneNumber })}
      />
    </fieldset>
  );
}
