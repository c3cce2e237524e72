import { z } from 'zod';

// The admin's sale fields as the product forms send them (decision 60). Empty means "no sale":
// a sale price cleared ends the sale at once.

/** A sale price as typed: '' (no sale, null) or a positive number of naira with at most 2 decimals. */
export const SalePriceFieldSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0), {
    message: 'salePrice must be a positive number of naira, or empty for no sale',
  })
  .transform((v) => (v === '' ? null : Number(v)));

/**
 * When the sale ends: '' (none) or a date and time with its offset (the form sends its local time as
 * ISO 8601, e.g. `2026-12-24T23:59:00.000Z`); a time without an offset would be read differently by
 * the browser and the server, so it is refused.
 */
export const SaleEndsAtFieldSchema = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === '' || (z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v))),
    {
      message: 'saleEndsAt must be a date and time with its time zone, e.g. 2026-12-24T23:59:00+01:00',
    },
  )
  .transform((v) => (v === '' ? null : new Date(v)));

export type SaleInput = { salePrice: number | null; saleEndsAt: Date | null };

/**
 * The sale's own rules, in the order the form shows them: a sale price below the price, an end,
 * and an end still ahead. Answers the field and message of the first broken rule, or null.
 */
export function saleProblem(
  sale: SaleInput,
  price: number,
  now: Date = new Date(),
): { field: 'salePrice' | 'saleEndsAt'; message: string } | null {
  if (sale.salePrice === null) return null;
  if (sale.salePrice >= price) return { field: 'salePrice', message: 'salePrice must be below the price' };
  if (sale.saleEndsAt === null)
    return { field: 'saleEndsAt', message: 'saleEndsAt is required with a sale price' };
  if (sale.saleEndsAt.getTime() <= now.getTime())
    return { field: 'saleEndsAt', message: 'saleEndsAt must be in the future' };
  return null;
}
