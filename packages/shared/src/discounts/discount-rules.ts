import { messages } from '../messages.ts';
import type { DiscountType } from './discount-types.ts';

// The rules of a code's shape (the admin's form and the server ask the same), and what a code takes
// off: kept once here so the cart's wording and the server's figures cannot drift.

export type DiscountShape = {
  type: DiscountType;
  /** Percent, or naira for a fixed code. */
  value: number;
  startsAt: string | null;
  endsAt: string | null;
  category: string | null;
  productIds: readonly string[];
};

/** The first thing wrong with a code's shape, or null. */
export function discountShapeIssue(d: DiscountShape): string | null {
  if (d.type === 'percent' && (!Number.isInteger(d.value) || d.value < 1 || d.value > 100))
    return messages.discounts.percentRange;
  if (d.type === 'fixed' && !(d.value > 0)) return messages.discounts.fixedValue;
  if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
    return messages.discounts.endBeforeStart;
  if (d.category && d.productIds.length > 0) return messages.discounts.scopeBoth;
  return null;
}

/** Kobo off the lines in scope: percent rounded to the kobo, a fixed sum at most the lines' worth. */
export function discountOnKobo(type: DiscountType, value: number, scopedKobo: number): number {
  if (type === 'percent') return Math.round((scopedKobo * value) / 100);
  if (type === 'fixed') return Math.min(value, scopedKobo);
  return 0;
}

/** The smallest total a checkout asks the provider to charge: ₦100. A code never goes below it. */
export const MIN_CHARGE_KOBO = 10_000;

/** Whether a checkout's or quote's refusal is about the code (so the cart shows it by the code's field). */
export function isDiscountRefusal(message: string): boolean {
  const m = messages.discounts;
  const minimum = m.minimumNotMet('\u0000').split('\u0000')[0]!;
  return (
    ([m.unknown, m.notStarted, m.ended, m.usedUp, m.alreadyUsed, m.notForTheseProducts] as string[]).includes(
      message,
    ) || message.startsWith(minimum)
  );
}
