import { toast } from 'sonner';
import {
  DELIVERY_AREAS,
  type AdminDeliveryOption,
  type DeliveryArea,
  type DeliveryOptionInput,
} from '@shop/shared/delivery/delivery-options';
import { messages } from '@shop/shared/messages';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { createDeliveryOption } from './api/create-delivery-option';
import { updateDeliveryOption } from './api/update-delivery-option';
import { useAdminSession } from '../shell/use-admin-session';
import { DeliveryWhereFields } from './delivery-where-fields';

/** The form's values as the API's input, or the fields that are wrong (checked again by the server). */
function inputFrom(
  data: FormData,
): { ok: true; input: DeliveryOptionInput } | { ok: false; errors: Record<string, string> } {
  const m = messages.delivery;
  const label = String(data.get('label') ?? '').trim();
  const priceText = String(data.get('price') ?? '').replace(/[₦,\s]/g, '');
  const price = Number(priceText);
  const errors: Record<string, string> = {};
  if (!label) errors.label = m.label;
  if (priceText === '' || !Number.isInteger(price) || price < 0) errors.price = m.wholeNaira;
  if (Object.keys(errors).length) return { ok: false, errors };
  const area = String(data.get('area') ?? 'everywhere') as DeliveryArea;
  return {
    ok: true,
    input: {
      label,
      price,
      eta: String(data.get('eta') ?? '').trim(),
      description: String(data.get('description') ?? '').trim(),
      area: DELIVERY_AREAS.includes(area) ? area : 'everywhere',
      states: data.getAll('states').map(String).filter(Boolean),
      lgas: data.getAll('lgas').map(String),
      active: data.get('active') === 'on',
    },
  };
}

/** A delivery option's fields, for a new option or an edit. */
export function DeliveryOptionForm({
  option,
  onSaved,
}: {
  option?: AdminDeliveryOption;
  onSaved: (saved: AdminDeliveryOption) => void;
}) {
  const { hasToken } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const checked = inputFrom(new FormData(form));
    if (!checked.ok) return refuseFields(checked.errors, messages.delivery.saveFailed);
    if (!hasToken()) return;
    try {
      const answer = option
        ? await updateDeliveryOption(option.id, { ...checked.input, position: option.position })
        : await createDeliveryOption(checked.input);
      toast.success(messages.delivery.saved);
      if (!option) form.reset();
      onSaved(answer.option);
    } catch (error) {
      return refused(error, messages.delivery.saveFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name shoppers see"
          name="label"
          defaultValue={option?.label ?? ''}
          error={errors.label}
        />
        <TextField
          label="Price (₦)"
          name="price"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={option ? String(option.price) : ''}
          hint="Whole naira; 0 for free."
          error={errors.price}
        />
        <TextField
          label="Delivery time"
          name="eta"
          defaultValue={option?.eta ?? ''}
          hint="For example: 2–4 working days"
          error={errors.eta}
        />
        <TextField label="Note (admin only)" name="description" defaultValue={option?.description ?? ''} />
      </div>
      <DeliveryWhereFields
        initial={option ?? { area: 'everywhere', states: [], lgas: [] }}
        errors={{ states: errors.states, lgas: errors.lgas }}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="active"
          defaultChecked={option?.active ?? true}
          className="size-5 accent-plum"
        />
        Offered at the checkout
      </label>
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{option ? 'Save option' : 'Add option'}</SubmitButton>
      </div>
    </form>
  );
}
