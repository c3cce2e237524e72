import type { MessageResponse, ProductMutationResponse } from '@shop/shared/admin/admin-schemas';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';

/** GET /product/admin/products: the whole catalogue with quantities, for the products tab. */
export async function getAllProducts(): Promise<AdminProduct[]> {
  const { products } = await api<{ products?: AdminProduct[] }>('/product/admin/products');
  return products ?? [];
}

/** POST /product/admin/products (multipart). */
export const createProduct = (form: FormData) =>
  api<ProductMutationResponse>('/product/admin/products', { method: 'POST', body: form });

/** PUT /product/admin/products/{id} (multipart; colours as plain text values). */
export const updateProduct = (id: string, form: FormData) =>
  api<ProductMutationResponse>(`/product/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  });

/** DELETE /product/admin/products/{id}. */
export const deleteProduct = (id: string) =>
  api<MessageResponse>(`/product/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
