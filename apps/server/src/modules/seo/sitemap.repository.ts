import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** Every product's id, category and last change, newest first, for the sitemap. */
export function listSitemapProducts(db: Database) {
  return db
    .select({ productId: products.productId, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.productId));
}
