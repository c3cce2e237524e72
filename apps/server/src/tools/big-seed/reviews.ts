import { randomUUID } from 'node:crypto';
import type { reviews } from '../../db/schema/index.ts';
import { fullName, randomPerson } from './people.ts';
import type { Random } from './random.ts';

// As in the demo shop, ratings lean positive and a few low ones keep the bars honest.
const RATINGS = [
  [5, 45],
  [4, 30],
  [3, 12],
  [2, 7],
  [1, 6],
] as const;

/**
 * Reviews spread unevenly, as in a real shop: a popular few products gather many, most a handful.
 * `reviewTexts` holds the demo's texts by rating.
 */
export function buildReviews(
  random: Random,
  productIds: string[],
  reviewTexts: Record<string, string[]>,
  count: number,
  now: Date,
): (typeof reviews.$inferInsert)[] {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const rating = random.weighted(RATINGS);
    rows.push({
      id: randomUUID(),
      productId: productIds[Math.floor(random.next() ** 2 * productIds.length)]!,
      rating,
      name: fullName(randomPerson(random)),
      review: random.pick(reviewTexts[String(rating)] ?? ['Good product.']),
      createdAt: new Date(now.getTime() - random.int(0, 420 * 86_400_000)),
    });
  }
  return rows;
}
