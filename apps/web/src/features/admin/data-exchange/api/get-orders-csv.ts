import { apiFile } from '../../../../lib/api-client';

/** GET /admin/orders.csv: one line per order line for the Lagos days from `from` to `to` (YYYY-MM-DD). */
export const getOrdersCsv = (from: string, to: string) =>
  apiFile(`/admin/orders.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
