import { AdminProductPageResponseSchema } from '@shop/shared/admin/admin-list-schemas';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { api } from '../../../../lib/api-client';

export type ProductsPage = { products: AdminProduct[]; total: number; lowStockLevel: number };

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
  const path = `/product/admin/products?${params}`;
  const { products, total, lowStockLevel } = await api(path, { answer: AdminProductPageResponseSchema });
  return { products, total: total ?? products.length, lowStockLevel };
}
