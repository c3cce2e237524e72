import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta, colors, products, reviews } from '../../db/schema/index.ts';
import type { ProductType } from '@shop/shared/catalog/product-types';
import { nairaToKobo } from '@shop/shared/money';
import type { SkinConcern, SkinType } from '@shop/shared/products/skin';
import type { SkinDepth, Undertone } from '@shop/shared/products/shade';
import { storeEncodedImage } from '../../modules/images/image-store.ts';
import { recordCatalogChange } from '../../modules/catalog/catalog-change-log.ts';
import { demoReviews } from './demo-reviews.ts';
import { readPicture, shadePictureName } from './shade-pictures.ts';

type DemoProduct = {
  productId: string;
  name: string;
  fullname: string;
  category: 'makeup' | 'skincare';
  /** One of the category's product types (packages/shared/src/catalog/product-types.ts). */
  type: ProductType;
  description: string;
  /** As on the pack; skincare only (a set or a make-up item has none to show). */
  ingredients?: string;
  nafdacNumber?: string;
  /** Shop by skin (decision 58); skincare only. */
  skinTypes?: SkinType[];
  concerns?: SkinConcern[];
  priceNaira: number;
  inStock: boolean;
  /** A complexion shade names the skin it is for (packages/shared/src/products/shade.ts). */
  colors: { name: string; code: string; inStock: boolean; depth?: SkinDepth; undertone?: Undertone }[];
};
export type DemoCatalogue = {
  products: DemoProduct[];
  reviewers: string[];
  reviewTexts: Record<string, string[]>;
};

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty shop with the demo catalogue, once: a database that was ever seeded (or that has
 * products of its own) is left alone, so a restart adds nothing and a shopkeeper who deleted the
 * demo products does not get them back.
 */
export async function seedDemoCatalogue(db: Database, now = new Date()): Promise<boolean> {
  // Most starts find the shop already seeded: answer before reading the catalogue and pictures.
  if (await wasSeeded(db)) return false;
  const catalogue = JSON.parse(
    await readFile(new URL('./catalogue.json', import.meta.url), 'utf8'),
  ) as DemoCatalogue;
  const pictures = await Promise.all(catalogue.products.map((p) => readPicture(`${p.productId}.webp`)));
  // Each further shade has its own drawing, so choosing a shade changes the picture.
  const shadePictures = await Promise.all(
    catalogue.products.map((p) =>
      Promise.all(p.colors.slice(1).map((_, i) => readPicture(shadePictureName(p.productId, i + 1)))),
    ),
  );

  return db.transaction(async (tx) => {
    // Claim the seed first: of two processes starting at once on one PostgreSQL, one seeds.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    const [existing] = await tx.select({ n: count() }).from(products);
    if (claimed.length === 0 || (existing?.n ?? 0) > 0) return false;

    for (const [i, item] of catalogue.products.entries()) {
      const image = await storeEncodedImage(tx, pictures[i]!);
      const created = new Date(now.getTime() - i * 60_000);
      const [row] = await tx
        .insert(products)
        .values({
          productId: item.productId,
          name: item.name,
          fullname: item.fullname,
          description: item.description,
          ingredients: item.ingredients ?? '',
          nafdacNumber: item.nafdacNumber ?? null,
          skinTypes: item.skinTypes ?? [],
          concerns: item.concerns ?? [],
          category: item.category,
          type: item.type,
          priceKobo: nairaToKobo(item.priceNaira),
          image,
          inStock: item.inStock,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: products.id });
      if (item.colors.length > 0) {
        const shadeImages = [image];
        for (const picture of shadePictures[i]!) shadeImages.push(await storeEncodedImage(tx, picture));
        await tx.insert(colors).values(
          item.colors.map((c, position) => ({
            ...c,
            position,
            image: shadeImages[position],
            productId: row!.id,
          })),
        );
      }
      const productReviews = demoReviews(item.productId, catalogue, now);
      if (productReviews.length > 0) {
        await tx.insert(reviews).values(productReviews.map((r) => ({ ...r, productId: row!.id })));
      }
    }
    await recordCatalogChange(tx, 'all');
    return true;
  });
}

export async function wasSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}
