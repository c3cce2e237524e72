// Rating summary of the product page: the average to one decimal and, for 5 down to 1 stars,
// that star's share of all reviews in percent (0 when there are none). The server counts the
// stars in the database and answers this summary; the page never needs every review for it.

export type RatingSummary = {
  average: number;
  count: number;
  /** Percent for 5, 4, 3, 2, 1 stars, in that order. */
  bars: { stars: number; percent: number }[];
};

/** How many reviews gave each star rating; a missing rating counts 0. */
export type StarCounts = Partial<Record<1 | 2 | 3 | 4 | 5, number>>;

export function summariseStarCounts(counts: StarCounts): RatingSummary {
  const stars = [5, 4, 3, 2, 1] as const;
  const count = stars.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const total = stars.reduce((sum, s) => sum + s * (counts[s] ?? 0), 0);
  const average = count === 0 ? 0 : Math.round((total / count) * 10) / 10;
  const bars = stars.map((s) => ({
    stars: s,
    percent: count === 0 ? 0 : Math.round(((counts[s] ?? 0) / count) * 100),
  }));
  return { average, count, bars };
}

export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const counts: StarCounts = {};
  for (const r of ratings) if (r >= 1 && r <= 5) counts[r as 1] = (counts[r as 1] ?? 0) + 1;
  return summariseStarCounts(counts);
}
