import { useState } from 'react';
import { toast } from 'sonner';
import type { Address } from '@shop/shared/auth/address-schemas';
import { checkDeliveryPlace } from '@shop/shared/checkout/checkout-rules';
import { messages } from '@shop/shared/messages';
import type { FieldErrors } from '../../../components/form/field-errors';
import { refuse, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { LocationFields } from '../../../domain/places/location-fields';
import { buttonStyles } from '../../../components/ui/button-styles';
import { createAddress } from '../../../domain/addresses/create-address';
import { updateAddress } from '../../../domain/addresses/update-address';

type Props = {
  /** The address being edited; none adds a new one. */
  address?: Address;
  onSaved: () => void;
  onCancel: () => void;
};

/** One address of the book, with the checkout's own fields and rules (every wrong field at once). */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const [place, setPlace] = useState({ state: address?.state ?? '', city: address?.city ?? '' });
  const { errors, busy, onSubmit, setErrors } = useFormSubmit(async (values) => {
    const { issues } = checkDeliveryPlace({ ...values, ...place });
    if (issues.length > 0) {
      const marks: FieldErrors = {};
      for (const { field, message } of issues) marks[field] ??= message;
      return refuse(issues[0]!.message, marks);
    }
    const body = {
      address: values.address,
      phoneNumber: values.phoneNumber,
      ...place,
      default: values.default === 'on',
    };
    try {
      const answer = address ? await updateAddress(address._id, body) : await createAddress(body);
      toast.success(answer.message);
      onSaved();
    } catch (error) {
      return refused(error, messages.auth.addressFailed);
    }
  });
  const unmark = (fields: string[]) =>
    setErrors((marks) => Object.fromEntries(Object.entries(marks).filter(([f]) => !fields.includes(f))));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        defaultValue={address?.address}
        error={errors.address}
        onChange={() => unmark(['address'])}
      />
      <LocationFields
        state={place.state}
        city={place.city}
        stateError={errors.state}
        cityError={errors.city}
        onChange={(change) => {
          unmark(Object.keys(change));
          setPlace((p) => ({ ...p, ...change }));
        }}
      />
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        defaultValue={address?.phoneNumber}
        error={errors.phoneNumber}
        onChange={() => unmark(['phoneNumber'])}
      />
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name="default"
          defaultChecked={address?.default ?? false}
          className="size-5 accent-rose"
        />
        Deliver here by default
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <div className="sm:w-48">
          <SubmitButton busy={busy}>Save address</SubmitButton>
        </div>
      </div>
    </form>
  );
}
