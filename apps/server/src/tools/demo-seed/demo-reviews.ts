import type { DemoCatalogue } from './seed-demo.ts';

/** A small deterministic generator, so every fresh shop gets the same believable reviews. */
function randomFrom(seedText: string) {
  let state = 2166136261;
  for (const ch of seedText) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Real shops' ratings lean positive; a few low ones keep the bars honest.
const RATING_WEIGHTS = [
  [5, 0.45],
  [4, 0.3],
  [3, 0.12],
  [2, 0.07],
  [1, 0.06],
] as const;

export function demoReviews(productId: string, catalogue: DemoCatalogue, now: Date) {
  const random = randomFrom(productId);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const howMany = Math.floor(random() * 13); // 0 to 12
  return Array.from({ length: howMany }, () => {
    let roll = random();
    const rating = RATING_WEIGHTS.find(([, w]) => (roll -= w) < 0)?.[0] ?? 5;
    const daysAgo = Math.floor(random() * 420);
    return {
      rating,
      name: pick(catalogue.reviewers),
      review: pick(catalogue.reviewTexts[String(rating)] ?? ['Good product.']),
      createdAt: new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000)),
    };
  });
}
