/**
 * A sale's `sale_price_effective_date` as both services read it: ISO 8601 start/end to the minute
 * in UTC, e.g. `2026-11-29T10:41+00:00/2026-12-24T22:59+00:00` (45 characters; Google takes up to
 * 51). The start is rounded up and the end down to the minute, so a feed never advertises the sale
 * outside the time the shop charges it.
 */
export function saleEffectiveDate(sale: { start: Date; end: Date }): string {
  const minute = 60_000;
  const start = new Date(Math.ceil(sale.start.getTime() / minute) * minute);
  const end = new Date(Math.floor(sale.end.getTime() / minute) * minute);
  const iso = (d: Date) => `${d.toISOString().slice(0, 16)}+00:00`;
  return `${iso(start)}/${iso(end)}`;
}
