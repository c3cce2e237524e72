import { ProductMutationResponseSchema } from '@shop/shared/admin/admin-schemas';
import { api } from '../../../../lib/api-client';

/** POST /product/admin/products (multipart). */
export const createProduct = (form: FormData) =>
  api('/product/admin/products', { method: 'POST', body: form, answer: ProductMutationResponseSchema });
