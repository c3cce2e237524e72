// Money: whole kobo integers inside, naira only for display and for the API's `price` and
// `amount` fields. Never multiply naira by 100 in floating point without rounding.

/**
 * Money as the API speaks it (requests and answers, browser and server alike): naira, the product description's
 * numbers, possibly with kobo decimals. Whole kobo is the server's inside unit (the database, the
 * payment provider's calls).
 */
export type Naira = number;

export const KOBO_PER_NAIRA = 100;

/** Naira (possibly with kobo decimals, e.g. 12500.5) to whole kobo. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** Whole kobo to naira as a number (exact for integers of kobo up to 2^53). */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * 12500 → "12,500"; 12500.5 → "12,500.5": what `Intl.NumberFormat('en-NG', { maximumFractionDigits:
 * 2 })` writes (it rounds the number's shortest decimal form half away from zero), without loading
 * the locale's data, which cost a phone's first screen several milliseconds before the first price.
 */
export function groupNaira(naira: number): string {
  const decimal = String(Math.abs(naira));
  // Infinity, NaN and exponent forms (below 1e-6 or from 1e21): never a price; the locale's format.
  if (!/^\d+(\.\d+)?$/.test(decimal))
    return new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(naira);
  const [whole = '0', fraction = ''] = decimal.split('.');
  let kobo = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') kobo += 1n;
  const wholeDigits = (kobo / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (kobo % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  const digits = cents ? `${wholeDigits}.${cents}` : wholeDigits;
  return naira < 0 || Object.is(naira, -0) ? `-${digits}` : digits;
}

/** Cards and totals: "₦12,500". */
export function formatNaira(naira: number): string {
  return `₦${groupNaira(naira)}`;
}

/** The product page's form: "ngn 12,500". */
export function formatNgn(naira: number): string {
  return `ngn ${groupNaira(naira)}`;
}

/** Whole kobo as a decimal with two places and no grouping: 750000 → "7500.00" (product feeds). */
export function koboDecimal(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kobo));
  return `${sign}${Math.floor(abs / KOBO_PER_NAIRA)}.${String(abs % KOBO_PER_NAIRA).padStart(2, '0')}`;
}
