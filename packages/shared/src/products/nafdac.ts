import { z } from 'zod';

// A NAFDAC registration number as printed on the pack (A7-1234, 02-1234L, A1-5678). NAFDAC's formats
// vary by product class and year, so the check is loose: letters, digits and single dashes, at most
// 20 characters, kept upper-cased so the same number always reads the same. Shoppers check it on
// NAFDAC's own verification service.

export const MAX_NAFDAC_LENGTH = 20;
const NAFDAC_NUMBER = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export const NAFDAC_NUMBER_MESSAGE = `nafdacNumber must be letters, digits and dashes (like A7-1234), at most ${MAX_NAFDAC_LENGTH} characters`;

/** The number as typed; empty means "none" (null). */
export const NafdacNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || (v.length <= MAX_NAFDAC_LENGTH && NAFDAC_NUMBER.test(v)), {
    message: NAFDAC_NUMBER_MESSAGE,
  })
  .transform((v) => (v === '' ? null : v));
