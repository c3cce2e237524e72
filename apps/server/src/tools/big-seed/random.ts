/**
 * A seeded generator (mulberry32): the same counts give the same shop on every run, so figures
 * measured on two machines or two engines are measured on the same data.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** A value by weight: `[[value, weight], …]`, the weights need not add up to 1. */
  const weighted = <T>(table: readonly (readonly [T, number])[]): T => {
    const total = table.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of table) if ((roll -= weight) < 0) return value;
    return table[table.length - 1]![0];
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seededRandom>;
