import { asc, avg, count, desc } from 'drizzle-orm';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { Database } from '../../db/client.ts';
import { colors, products, reviews } from '../../db/schema/index.ts';
import { koboToNaira } from '@shop/shared/money';
import { AnswerCache } from './answer-cache.ts';
import { readCatalogVersion } from './catalog-version.ts';

export type CatalogSnapshot = {
  version: number;
  /** Newest first. */
  products: Product[];
  byProductId: Map<string, Product>;
  /** Newest first. */
  reviews: Review[];
  /** Answers already serialised for this version, by what they answer (see catalog-reply.ts). */
  answers: AnswerCache;
};

/**
 * The whole catalogue, read once per catalogue version and shared by every read until a write
 * bumps the version. A shop's catalogue is small (thousands of rows at most), so reads become a
 * one-row version check plus in-memory filtering, and every process stays current.
 */
export class CatalogSnapshots {
  private current: CatalogSnapshot | undefined;
  private loading: Promise<CatalogSnapshot> | undefined;

  constructor(private readonly db: Database) {}

  async get(): Promise<CatalogSnapshot> {
    const version = await readCatalogVersion(this.db);
    if (this.current?.version === version) return this.current;
    this.loading ??= this.load(version).finally(() => (this.loading = undefined));
    const snapshot = await this.loading;
    if (snapshot.version >= (this.current?.version ?? 0)) this.current = snapshot;
    return snapshot;
  }

  private async load(version: number): Promise<CatalogSnapshot> {
    const [productRows, colorRows, reviewRows, ratingRows] = await Promise.all([
      this.db.select().from(products).orderBy(desc(products.createdAt), asc(products.productId)),
      this.db.select().from(colors).orderBy(asc(colors.position), asc(colors.name)),
      this.db.select().from(reviews).orderBy(desc(reviews.createdAt), asc(reviews.id)),
      // Each product's average and count for the cards, aggregated by the database once per version.
      this.db
        .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
        .from(reviews)
        .groupBy(reviews.productId),
    ]);
    const ratingOf = new Map(
      ratingRows.map((r) => [
        r.productId,
        { rating: Math.round(Number(r.average) * 10) / 10, count: r.count },
      ]),
    );
    const colorsOf = new Map<string, Product['colors']>();
    for (const c of colorRows) {
      const list = colorsOf.get(c.productId) ?? [];
      list.push({
        _id: c.id,
        name: c.name,
        code: c.code,
        inStock: c.inStock,
        ...(c.image && { image: c.image }),
      });
      colorsOf.set(c.productId, list);
    }
    const list: Product[] = productRows.map((p) => ({
      _id: p.id,
      productId: p.productId,
      name: p.name,
      fullname: p.fullname,
      description: p.description,
      category: p.category,
      price: koboToNaira(p.priceKobo),
      image: p.image,
      inStock: p.inStock,
      colors: colorsOf.get(p.id) ?? [],
      rating: ratingOf.get(p.id)?.rating ?? 0,
      reviewCount: ratingOf.get(p.id)?.count ?? 0,
    }));
    const productIdOf = new Map(productRows.map((p) => [p.id, p.productId]));
    return {
      version,
      answers: new AnswerCache(),
      products: list,
      byProductId: new Map(list.map((p) => [p.productId, p])),
      reviews: reviewRows.map((r) => ({
        _id: r.id,
        rating: r.rating,
        name: r.name,
        review: r.review,
        createdAt: r.createdAt.toISOString(),
        productId: productIdOf.get(r.productId) ?? '',
      })),
    };
  }
}
