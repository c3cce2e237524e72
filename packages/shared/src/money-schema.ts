import { z } from 'zod';
import { messages } from './messages.ts';
import type { Naira } from './money.ts';

/**
 * Every amount of money in the API's requests and answers: naira, as the product's description
 * writes them (4500.5 is ₦4,500.50), never kobo. The server turns it into whole kobo at its edge and
 * keeps kobo inside (the database, the payment provider); the browser shows naira and asks the popup
 * for kobo itself. Answers use it as it is; requests use nairaInput.
 */
export const nairaAmount = z.number() satisfies z.ZodType<Naira>;

/** The most an amount in a request may be: 10^10 kobo, exact in a double and in every bigint column. */
export const MAX_NAIRA_INPUT = 100_000_000;

/** Whole kobo: at most two decimals (4500.5 and 0.07 are; 0.001 and 1e-9 are not). */
export const isWholeKobo = (naira: number) => Math.round(naira * 100) / 100 === naira;

type AmountWords = { notANumber: string; wholeKobo: string; min: string; tooLarge: string };

/** The words for a field's refusals: "Discount value must be at least ₦0.01.", … */
const wordsFor = (field: string, zeroAllowed: boolean): AmountWords => ({
  notANumber: messages.money.notANumber(field),
  wholeKobo: messages.money.wholeKobo(field),
  min: zeroAllowed ? messages.money.notNegative(field) : messages.money.atLeastOneKobo(field),
  tooLarge: messages.money.tooLarge(field),
});

/**
 * A naira amount a request sends, checked once at the edge, before any rule or the database sees
 * it: a finite number of whole kobo from one kobo (or from ₦0 where zero means something: a free
 * option) to MAX_NAIRA_INPUT. Each refusal is a 400 naming the field; `words` replaces the
 * generated ones where a form already has its own.
 */
export function nairaInput(
  field: string,
  opts: { zeroAllowed?: boolean; words?: Partial<AmountWords> } = {},
) {
  const zeroAllowed = opts.zeroAllowed ?? false;
  const words = { ...wordsFor(field, zeroAllowed), ...opts.words };
  return (
    z
      .number({ error: words.notANumber })
      // First: 1e-9 is not "too small" but a fraction of a kobo, and says so.
      .refine(isWholeKobo, words.wholeKobo)
      .min(zeroAllowed ? 0 : 0.01, words.min)
      .max(MAX_NAIRA_INPUT, words.tooLarge)
  );
}
