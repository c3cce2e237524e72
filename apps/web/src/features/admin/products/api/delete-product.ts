import { MessageResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** DELETE /product/admin/products/{id}. */
export const deleteProduct = (id: string) =>
  api(`/product/admin/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    answer: MessageResponseSchema,
  });
