import {
  AdminDeliveryOptionResponseSchema,
  type DeliveryOptionInput,
} from '@shop/shared/delivery/delivery-options';
import { api } from '../../../../lib/api-client';

/** POST /admin/delivery-options: a new option, given a short id the checkout will send. */
export const createDeliveryOption = (input: DeliveryOptionInput) =>
  api('/admin/delivery-options', { method: 'POST', body: input, answer: AdminDeliveryOptionResponseSchema });
