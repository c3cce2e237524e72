import {
  AdminDeliveryOptionResponseSchema,
  type DeliveryOptionInput,
} from '@shop/shared/delivery/delivery-options';
import { api } from '../../../../lib/api-client';

/** PUT /admin/delivery-options/{id}: the whole option as it should now be. */
export const updateDeliveryOption = (id: string, input: DeliveryOptionInput) =>
  api(`/admin/delivery-options/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    answer: AdminDeliveryOptionResponseSchema,
  });
