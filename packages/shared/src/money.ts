// Money: whole kobo integers inside, naira only for display and for the API's `price` and
// `amount` fields. Never multiply naira by 100 in floating point without rounding.

export const KOBO_PER_NAIRA = 100;

/** Naira (possibly with kobo decimals, e.g. 12500.5) to whole kobo. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** Whole kobo to naira as a number (exact for integers of kobo up to 2^53). */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

const groupFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** 12500 → "12,500"; 12500.5 → "12,500.5". */
export function groupNaira(naira: number): string {
  return groupFormat.format(naira);
}

/** Cards and totals: "₦12,500". */
export function formatNaira(naira: number): string {
  return `₦${groupNaira(naira)}`;
}

/** The product page's form: "ngn 12,500". */
export function formatNgn(naira: number): string {
  return `ngn ${groupNaira(naira)}`;
}
