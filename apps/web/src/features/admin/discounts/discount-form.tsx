import { useState } from 'react';
import { toast } from 'sonner';
import type { Discount, DiscountType } from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { refuseFields, refused } from '../../../components/form/form-outcome';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { createDiscount } from './api/create-discount';
import { updateDiscount } from './api/update-discount';
import { DISCOUNT_FIELDS as F, discountBodyFrom } from './discount-form-values';
import { useAdminSession } from '../shell/use-admin-session';
import type { DiscountsView } from './api/get-discounts-view';

/** An ISO time as a datetime-local field's value in the admin's own clock. */
const localTime = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type Props = {
  /** The code edited, or none for a new one. */
  discount?: Discount;
  products: DiscountsView['products'];
  onSaved: (saved: Discount) => void;
};

/** A code's fields, for a new code or an edit; checked here by the shared rules, then by the server. */
export function DiscountForm({ discount, products, onSaved }: Props) {
  const [type, setType] = useState<DiscountType>(discount?.type ?? 'percent');
  const { hasToken } = useAdminSession();

  const { errors, busy, onSubmit } = useFormSubmit(async (_values, form) => {
    const checked = discountBodyFrom(new FormData(form));
    if (!checked.ok) return refuseFields(checked.errors, messages.somethingWentWrong);
    if (!hasToken()) return;
    try {
      const body = checked.body;
      const answer = discount
        ? await updateDiscount(discount.id, {
            ...body,
            // Left empty in the form: cleared, not kept.
            minSubtotal: body.minSubtotal ?? null,
            startsAt: body.startsAt ?? null,
            endsAt: body.endsAt ?? null,
            maxUses: body.maxUses ?? null,
            maxUsesPerCustomer: body.maxUsesPerCustomer ?? null,
            category: body.category ?? null,
            productIds: body.productIds ?? [],
          })
        : await createDiscount(body);
      toast.success(discount ? messages.discounts.updated : messages.discounts.created);
      if (!discount) form.reset();
      onSaved(answer.discount);
    } catch (error) {
      return refused(error, messages.somethingWentWrong, { fields: { productIds: F.category } });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          name={F.code}
          defaultValue={discount?.code ?? ''}
          autoComplete="off"
          autoCapitalize="characters"
          hint="Letters, digits, - or _; shoppers may type it in any case."
          error={errors[F.code]}
        />
        <SelectField
          label="Kind"
          name={F.type}
          value={type}
          onChange={(e) => setType(e.target.value as DiscountType)}
          error={errors[F.type]}
        >
          <option value="percent">Percent off</option>
          <option value="fixed">Naira off</option>
          <option value="free_delivery">Free delivery</option>
        </SelectField>
        {type !== 'free_delivery' && (
          <TextField
            label={type === 'percent' ? 'Percent off' : 'Naira off (₦)'}
            name={F.value}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={discount && discount.type === type ? discount.value : ''}
            error={errors[F.value]}
          />
        )}
        <TextField
          label="Minimum subtotal (₦)"
          name={F.minSubtotal}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={discount?.minSubtotal || ''}
          hint="Leave empty for none."
          error={errors[F.minSubtotal]}
        />
        <TextField
          label="Starts"
          name={F.startsAt}
          type="datetime-local"
          defaultValue={localTime(discount?.startsAt ?? null)}
          error={errors[F.startsAt]}
        />
        <TextField
          label="Ends"
          name={F.endsAt}
          type="datetime-local"
          defaultValue={localTime(discount?.endsAt ?? null)}
          error={errors[F.endsAt]}
        />
        <TextField
          label="Total uses"
          name={F.maxUses}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={discount?.maxUses ?? ''}
          hint="Leave empty for no limit."
          error={errors[F.maxUses]}
        />
        <TextField
          label="Uses per customer (by e-mail)"
          name={F.maxUsesPerCustomer}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={discount?.maxUsesPerCustomer ?? ''}
          hint="Leave empty for no limit."
          error={errors[F.maxUsesPerCustomer]}
        />
        <SelectField
          label="For"
          name={F.category}
          defaultValue={discount?.category ?? ''}
          error={errors[F.category]}
        >
          <option value="">The whole shop</option>
          <option value="makeup">Makeup only</option>
          <option value="skincare">Skincare only</option>
        </SelectField>
      </div>
      <details className="rounded-[12px] bg-ivory p-3" open={(discount?.productIds.length ?? 0) > 0}>
        <summary className="cursor-pointer font-semibold">Only these products (optional)</summary>
        <fieldset className="mt-2 max-h-56 space-y-1 overflow-y-auto">
          <legend className="sr-only">Products the code is for</legend>
          {products.map((p) => (
            <label key={p._id} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name={F.productIds}
                value={p._id}
                defaultChecked={discount?.productIds.includes(p._id)}
                className="size-5 accent-plum"
              />
              {p.name}
            </label>
          ))}
        </fieldset>
      </details>
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{discount ? 'Save code' : 'Create code'}</SubmitButton>
      </div>
    </form>
  );
}
