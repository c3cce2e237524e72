import { ProductMutationResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** PUT /product/admin/products/{id} (multipart; colours as plain text values). */
export const updateProduct = (id: string, form: FormData) =>
  api(`/product/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    answer: ProductMutationResponseSchema,
  });
