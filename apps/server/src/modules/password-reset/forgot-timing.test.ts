import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { users } from '../../db/schema/index.ts';

const t = await buildTestApp();
const ROUNDS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};
async function timeForgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return elapsed;
}

describe('POST /api/auth/forgot timing', () => {
  it('takes the same time for an address with an account and one without', async () => {
    // Accounts inserted directly: their passwords play no part here.
    const known = await t.db
      .insert(users)
      .values(
        Array.from({ length: ROUNDS }, (_, i) => ({
          username: `timed_${i}`,
          email: `timed-${i}@example.ng`,
          firstName: 'Ada',
          lastName: 'Obi',
          passwordHash: 'not-used',
        })),
      )
      .returning();
    await timeForgot('warm-up@example.ng'); // the first call compiles and caches what both paths use
    const times = { known: [] as number[], unknown: [] as number[] };
    // Interleaved, so a busy moment of the machine falls on both sides alike.
    for (let i = 0; i < ROUNDS; i++) {
      times.known.push(await timeForgot(known[i]!.email));
      times.unknown.push(await timeForgot(`nobody-${i}@example.ng`));
    }
    const [k, u] = [median(times.known), median(times.unknown)];
    console.log(
      `forgot median over ${ROUNDS} (${t.engine}): known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`,
    );
    // The slow part (hashing a code) is done on both paths; what remains differs by a few inserts.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(5, 0.1 * Math.min(k, u)));
  }, 120_000);
});
