import { z } from 'zod';

/** Every 4xx/5xx answer: a message a person can read; `error` repeats it, for pages that read that field. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  field: z.string().optional(),
});

/** The `code` of the 409 answering a new product whose ID is taken; the add page reads it. */
export const DUPLICATE_PRODUCT_CODE = 11000;

/**
 * The `code` of the 409 answering a product whose ingredients name hydroquinone above 2 % (or without
 * a strength) sent without `confirmUnsafeIngredients`: the admin form shows the warning and asks.
 */
export const CONFIRM_INGREDIENTS_CODE = 'confirm-ingredients';
