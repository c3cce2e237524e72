import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StarCounts } from '@shop/shared/catalog/rating';
import { BOUGHT_ORDER_STATUSES, type Review } from '@shop/shared/catalog/review-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewedProduct = { id: string; productId: string; name: string };

export function toReviewDto(row: ReviewRow, product: Pick<ReviewedProduct, 'productId' | 'name'>): Review {
  return {
    _id: row.id,
    rating: row.rating,
    name: row.name,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    productId: product.productId,
    verified: row.verified,
    productName: product.name,
  };
}

export async function findProductByCode(db: DbOrTx, code: string): Promise<ReviewedProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(eq(products.productId, code));
  return row;
}

export async function findProductById(db: DbOrTx, id: string): Promise<ReviewedProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** Whether the customer has a paid (or later) order with this product in it. */
export async function hasBought(db: DbOrTx, userId: string, productUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...BOUGHT_ORDER_STATUSES]),
        eq(orderItems.productId, productUuid),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ReviewWrite = {
  userId: string;
  productUuid: string;
  name: string;
  rating: number;
  review: string;
};

/**
 * Writes the customer's one review of a product: a second one replaces the first, in one
 * statement, so two submissions at once cannot make two rows. `created` tells a new review from
 * a replaced one (a freshly inserted row has no old version, `xmax = 0`).
 */
export async function upsertReview(
  db: DbOrTx,
  w: ReviewWrite,
): Promise<{ row: ReviewRow; created: boolean }> {
  const now = new Date();
  const [result] = await db
    .insert(reviews)
    .values({ ...w, productId: w.productUuid, verified: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      targetWhere: sql`user_id is not null`,
      set: {
        rating: w.rating,
        review: w.review,
        name: w.name,
        verified: true,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = result!;
  return { row, created: Boolean(created) };
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(db: DbOrTx, id: string, change: { rating: number; review: string }) {
  const [row] = await db
    .update(reviews)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

/** Deletes a review; false when there was none with this id. */
/** Deletes a review; answers the product it was about, or undefined when there was none. */
export async function deleteReview(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ productId: reviews.productId });
  return row?.productId;
}

export async function findOwnReview(db: DbOrTx, userId: string, productUuid: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productUuid)));
  return row;
}

export type ReviewListFilter = {
  /** A product's code (`productId` in the API). */
  productCode?: string;
  rating?: number;
  limit?: number;
  offset?: number;
};

function reviewWhere(filter: ReviewListFilter) {
  return and(
    filter.productCode === undefined ? undefined : eq(products.productId, filter.productCode),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
  );
}

/**
 * Reviews newest first (the id breaking ties), as the index on each filter keeps them. The page is
 * cut from reviews alone, then joined to its products: the planner reads just that many index
 * entries instead of joining every review before sorting.
 */
export async function listReviews(db: DbOrTx, filter: ReviewListFilter = {}): Promise<Review[]> {
  const productUuid =
    filter.productCode === undefined
      ? undefined
      : db.select({ id: products.id }).from(products).where(eq(products.productId, filter.productCode));
  const page = db
    .select()
    .from(reviews)
    .where(
      and(
        productUuid && inArray(reviews.productId, productUuid),
        filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
      ),
    )
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .offset(filter.offset ?? 0);
  const cut = (filter.limit === undefined ? page : page.limit(filter.limit)).as('page');
  const rows = await db
    .select({
      row: {
        id: cut.id,
        productId: cut.productId,
        userId: cut.userId,
        rating: cut.rating,
        name: cut.name,
        review: cut.review,
        verified: cut.verified,
        createdAt: cut.createdAt,
        updatedAt: cut.updatedAt,
      },
      productId: products.productId,
      name: products.name,
    })
    .from(cut)
    .innerJoin(products, eq(products.id, cut.productId))
    .orderBy(desc(cut.createdAt), asc(cut.id));
  return rows.map((r) => toReviewDto(r.row, r));
}

export async function countReviews(db: DbOrTx, filter: ReviewListFilter = {}): Promise<number> {
  // Every review has its product (deleted with it), so the join is needed only to find the code.
  const base = db.select({ n: count() }).from(reviews);
  const [row] = await (filter.productCode === undefined
    ? base.where(reviewWhere(filter))
    : base.innerJoin(products, eq(products.id, reviews.productId)).where(reviewWhere(filter)));
  return row?.n ?? 0;
}

/** How many of one product's reviews gave each star rating, counted by the database. */
export async function countProductStars(db: DbOrTx, code: string): Promise<StarCounts> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(products.productId, code))
    .groupBy(reviews.rating);
  return Object.fromEntries(rows.map((r) => [r.rating, r.count])) as StarCounts;
}

export type ReviewPageFilter = {
  q?: string | undefined;
  rating?: number | undefined;
  limit: number;
  offset: number;
};

function pageWhere(filter: ReviewPageFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? containsPattern(q) : '';
  return and(
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    q
      ? or(
          ilike(reviews.name, pattern),
          ilike(reviews.review, pattern),
          ilike(products.name, pattern),
          ilike(products.productId, pattern),
        )
      : undefined,
  );
}

/**
 * The admin's page of reviews, newest first: of one star rating and/or holding `q` (in any case) in
 * the reviewer's name, the text, or the product's name or code; `total` counts every match.
 */
export async function findReviewPage(
  db: DbOrTx,
  filter: ReviewPageFilter,
): Promise<{ reviews: Review[]; total: number }> {
  const where = pageWhere(filter);
  const [rows, [matching]] = await Promise.all([
    db
      .select({ review: reviews, productId: products.productId, name: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return {
    reviews: rows.map((r) => toReviewDto(r.review, { productId: r.productId, name: r.name })),
    total: matching?.n ?? 0,
  };
}
