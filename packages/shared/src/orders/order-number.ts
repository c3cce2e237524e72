// Order numbers as people quote them: `GN-100001`. The database keeps the whole number only.

export const ORDER_NUMBER_PREFIX = 'GN-';

export const formatOrderNumber = (n: number) => `${ORDER_NUMBER_PREFIX}${n}`;

/**
 * Reads what a customer or admin typed for an order number: `GN-100001`, `gn100001`, `#GN 100001`
 * or `100001`. Anything else (names, references, ids) is not an order number: null.
 */
export function parseOrderNumber(input: string): number | null {
  const match = /^#?\s*(?:gn[-\s]?)?(\d{1,9})$/i.exec(input.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 ? n : null;
}
