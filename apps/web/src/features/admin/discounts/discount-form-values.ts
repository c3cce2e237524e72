import { discountShapeIssue } from '@shop/shared/discounts/discount-rules';
import { DiscountCreateSchema, type DiscountCreate } from '@shop/shared/discounts/discount-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';

// The discount form's fields as the API names them, read into the create/update body and checked
// by the shared schema and rules before anything is sent (the server checks the same again).

export const DISCOUNT_FIELDS = {
  code: 'code',
  type: 'type',
  value: 'value',
  minSubtotal: 'minSubtotal',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  maxUses: 'maxUses',
  maxUsesPerCustomer: 'maxUsesPerCustomer',
  category: 'category',
  productIds: 'productIds',
} as const;

const numberOrNull = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').replace(/[₦,\s]/g, '');
  return text === '' ? null : Number(text);
};
/** A datetime-local value (the admin's own clock) as an ISO time, or null. */
const timeOrNull = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
};

export type DiscountFormResult = { ok: true; body: DiscountCreate } | { ok: false; errors: FieldErrors };

export function discountBodyFrom(form: FormData): DiscountFormResult {
  const F = DISCOUNT_FIELDS;
  const type = String(form.get(F.type) ?? 'percent');
  const category = String(form.get(F.category) ?? '');
  const raw = {
    code: String(form.get(F.code) ?? ''),
    type,
    ...(type === 'free_delivery' ? {} : { value: numberOrNull(form.get(F.value)) ?? undefined }),
    minSubtotal: numberOrNull(form.get(F.minSubtotal)),
    startsAt: timeOrNull(form.get(F.startsAt)),
    endsAt: timeOrNull(form.get(F.endsAt)),
    maxUses: numberOrNull(form.get(F.maxUses)),
    maxUsesPerCustomer: numberOrNull(form.get(F.maxUsesPerCustomer)),
    category: category === '' ? null : category,
    productIds: form.getAll(F.productIds).map(String),
  };
  const parsed = DiscountCreateSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? F.code)] ??= issue.message;
    return { ok: false, errors };
  }
  const body = parsed.data;
  const issue = discountShapeIssue({
    type: body.type,
    value: body.value ?? 0,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    category: body.category ?? null,
    productIds: body.productIds ?? [],
  });
  if (issue) {
    const field = /end/i.test(issue) ? F.endsAt : /categor|product/i.test(issue) ? F.category : F.value;
    return { ok: false, errors: { [field]: issue } };
  }
  return { ok: true, body };
}
