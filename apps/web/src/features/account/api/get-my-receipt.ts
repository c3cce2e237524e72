import { apiFile } from '../../../lib/api-client';

/** GET /order/mine/:id/receipt.pdf: the signed-in customer's receipt for one of their orders. */
export const getMyReceipt = (orderId: string) =>
  apiFile(`/order/mine/${encodeURIComponent(orderId)}/receipt.pdf`);
