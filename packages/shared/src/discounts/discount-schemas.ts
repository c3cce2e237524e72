import { z } from 'zod';
import { messages } from '../messages.ts';
import { nairaInput } from '../money-schema.ts';
import { DISCOUNT_TYPES } from './discount-types.ts';

// The admin's discount codes (decision 30). Amounts are naira on the wire (kobo inside);
// a percent is a whole number 1..100. Optional fields may be left out; null clears one on update.

export { DISCOUNT_TYPES, type DiscountType } from './discount-types.ts';

/** 3..32 letters, digits, "-" or "_", any case: kept upper-case, so codes match whatever the case. */
export const DiscountCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, messages.discounts.codeFormat)
  .transform((code) => code.toUpperCase());

/** What a shopper types at checkout: trimmed, any case; an empty field is no code. */
export const DiscountCodeInputSchema = z
  .string()
  .max(64)
  .transform((code) => code.trim().toUpperCase())
  .transform((code) => (code === '' ? null : code))
  .nullish()
  .transform((code) => code ?? null);

const date = z.iso.datetime({ offset: true });
const count = z.number().int().min(1).max(1_000_000);

const fields = {
  code: DiscountCodeSchema,
  type: z.enum(DISCOUNT_TYPES),
  /** Percent 1..100, naira off, or 0 / left out for free delivery (the kind's range: discountRules). */
  value: nairaInput('The discount value', { zeroAllowed: true }).optional(),
  minSubtotal: nairaInput('The minimum subtotal', { zeroAllowed: true }).nullish(),
  startsAt: date.nullish(),
  endsAt: date.nullish(),
  maxUses: count.nullish(),
  maxUsesPerCustomer: count.nullish(),
  category: z.enum(['makeup', 'skincare']).nullish(),
  productIds: z.array(z.string().min(1).max(100)).max(500).nullish(),
};

/** POST /api/admin/discounts. The value's range and the dates' order are checked by discountRules. */
export const DiscountCreateSchema = z.strictObject(fields);
export type DiscountCreate = z.infer<typeof DiscountCreateSchema>;

/** PUT /api/admin/discounts/:id: the same fields, each optional (left out: kept), plus paused. */
export const DiscountUpdateSchema = z.strictObject({
  ...fields,
  code: DiscountCodeSchema.optional(),
  type: fields.type.optional(),
  paused: z.boolean().optional(),
});
export type DiscountUpdate = z.infer<typeof DiscountUpdateSchema>;

export const DiscountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  category: z.enum(['makeup', 'skincare']).nullable(),
  productIds: z.array(z.string()),
  paused: z.boolean(),
  /** Uses held by open checkouts and spent by orders. */
  uses: z.number().int(),
  /** Naira the code took off the orders that spent it (paid, or placed to pay on delivery). */
  given: z.number(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountResponseSchema = z.object({ discount: DiscountSchema });
export const DiscountListResponseSchema = z.object({ discounts: z.array(DiscountSchema) });
export type DiscountListResponse = z.infer<typeof DiscountListResponseSchema>;

/** DELETE: `deleted` gone for good; `archived` kept as history because orders used it. */
export const DiscountDeleteResponseSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
