import { apiFile } from '../../../../lib/api-client';

export type SlipSize = 'a4' | '80mm';

/** GET /admin/orders/packing-slips.pdf: the chosen orders' packing slips, one PDF, a page each. */
export const getPackingSlips = (ids: string[], size: SlipSize) =>
  apiFile(`/admin/orders/packing-slips.pdf?ids=${ids.map(encodeURIComponent).join(',')}&size=${size}`);
