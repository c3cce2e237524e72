import { z } from 'zod';
import { api } from '../../../../lib/api-client';

/** DELETE /admin/delivery-options/{id}: offered nowhere from now on (orders keep their option's name and price). */
export const deleteDeliveryOption = (id: string) =>
  api(`/admin/delivery-options/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: z.object({ message: z.string() }),
  });
