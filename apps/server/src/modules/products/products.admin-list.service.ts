import type { z } from 'zod';
import {
  ADMIN_PAGE_DEFAULT,
  asksForPage,
  type AdminProductPageQuerySchema,
  type AdminProductPageResponseSchema,
} from '@shop/shared/admin/admin-list-schemas';
import { isLowOnStock } from '@shop/shared/catalog/stock-levels';
import type { Database } from '../../db/client.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { findAdminProductPage } from './products.admin-list.repository.ts';

type AdminProductPageQuery = z.infer<typeof AdminProductPageQuerySchema>;
type AdminProductPageResponse = z.infer<typeof AdminProductPageResponseSchema>;

/**
 * The admin's list with quantities and the shop's low-stock level. With `q`, `limit` or `offset`,
 * one page from the database and `total`; without, the whole list from the catalogue.
 */
export async function listAdminProducts(
  db: Database,
  catalog: CatalogSnapshots,
  query: AdminProductPageQuery,
): Promise<AdminProductPageResponse> {
  const low = query.lowStock === '1' || query.lowStock === 'true';
  const { lowStockLevel } = (await readShopSettings(db)).stock;
  if (asksForPage(query)) {
    const { q, limit = ADMIN_PAGE_DEFAULT, offset = 0 } = query;
    const page = await findAdminProductPage(db, {
      q,
      lowStockLevel: low ? lowStockLevel : null,
      limit,
      offset,
    });
    return { ...page, lowStockLevel };
  }
  const { adminProducts } = await catalog.get();
  const products = low ? adminProducts.filter((p) => isLowOnStock(p, lowStockLevel)) : adminProducts;
  return { products, lowStockLevel };
}
