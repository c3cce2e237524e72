/** `count` distinct items in random order (a partial Fisher-Yates shuffle). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const i = Math.floor(random() * pool.length);
    picked.push(pool.splice(i, 1)[0]!);
  }
  return picked;
}
