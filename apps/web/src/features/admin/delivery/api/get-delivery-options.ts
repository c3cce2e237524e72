import { AdminDeliveryOptionsResponseSchema } from '@shop/shared/delivery/delivery-options';
import { api } from '../../../../lib/api-client';

/** GET /admin/delivery-options: every option, the paused ones too, in the shop's order. */
export const getAdminDeliveryOptions = (signal?: AbortSignal) =>
  api('/admin/delivery-options', { method: 'GET', signal, answer: AdminDeliveryOptionsResponseSchema });
