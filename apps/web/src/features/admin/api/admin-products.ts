import type { MessageResponse, ProductMutationResponse } from '@shop/shared/admin/admin-schemas';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../lib/api-client';

export type ProductsPage = { products: AdminProduct[]; total: number };

/**
 * GET /product/admin/products?q=&lowStock=&limit=&offset=: one page of the catalogue with
 * quantities, newest first, searched by name or full name on the server; `total` every match.
 */
export async function getProductsPage(query: {
  q: string;
  lowStock: boolean;
  limit: number;
  offset: number;
}): Promise<ProductsPage> {
  const params = new URLSearchParams({
    q: query.q,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  if (query.lowStock) params.set('lowStock', '1');
  const { products, total } = await api<{ products?: AdminProduct[]; total?: number }>(
    `/product/admin/products?${params}`,
  );
  return { products: products ?? [], total: total ?? products?.length ?? 0 };
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
