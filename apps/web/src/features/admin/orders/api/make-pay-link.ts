import { PayLinkSchema } from '@shop/shared/orders/order-schemas';
import { api } from '../../../../lib/api-client';

/** POST /admin/orders/{id}/pay-link: the unpaid order's payment link, made or reopened (one when asked twice). */
export const makePayLink = (orderId: string) =>
  api(`/admin/orders/${encodeURIComponent(orderId)}/pay-link`, { method: 'POST', answer: PayLinkSchema });
