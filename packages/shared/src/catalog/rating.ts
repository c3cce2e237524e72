// Rating summary of the product page: the average to one decimal and, for 5 down to 1 stars,
// that star's share of all reviews in percent (0 when there are none).

export type RatingSummary = {
  average: number;
  count: number;
  /** Percent for 5, 4, 3, 2, 1 stars, in that order. */
  bars: { stars: number; percent: number }[];
};

export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const count = ratings.length;
  const total = ratings.reduce((sum, r) => sum + r, 0);
  const average = count === 0 ? 0 : Math.round((total / count) * 10) / 10;
  const bars = [5, 4, 3, 2, 1].map((stars) => {
    const n = ratings.filter((r) => r === stars).length;
    return { stars, percent: count === 0 ? 0 : Math.round((n / count) * 100) };
  });
  return { average, count, bars };
}
