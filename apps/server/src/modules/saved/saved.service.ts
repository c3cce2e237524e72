import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import { listSavedProductUuids, saveProduct, unsaveProduct } from './saved.repository.ts';

/** The shopper's saved products as the catalogue shows them now; one since removed is left out. */
export async function listSaved(db: Database, catalog: CatalogSnapshots, userId: string): Promise<Product[]> {
  const [uuids, snapshot] = await Promise.all([listSavedProductUuids(db, userId), catalog.get()]);
  const byUuid = new Map(snapshot.products.map((p) => [p._id, p]));
  return uuids.map((id) => byUuid.get(id)).filter((p): p is Product => !!p);
}

/** Saved items name products by their productId code, as every other call of the API does. */
async function productUuidOf(catalog: CatalogSnapshots, code: string): Promise<string> {
  const product = (await catalog.get()).byProductId.get(code);
  if (!product) throw notFound(messages.catalog.productNotFound);
  return product._id;
}

/** Saves a product for the customer; saving it twice keeps one. 404 for an unknown product. */
export async function saveItem(db: Database, catalog: CatalogSnapshots, userId: string, code: string) {
  await saveProduct(db, userId, await productUuidOf(catalog, code));
}

/** Forgets a saved product; one that was not saved is no error. 404 for an unknown product. */
export async function unsaveItem(db: Database, catalog: CatalogSnapshots, userId: string, code: string) {
  await unsaveProduct(db, userId, await productUuidOf(catalog, code));
}
