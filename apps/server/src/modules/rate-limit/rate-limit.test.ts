import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { consumeLimit, HOUR } from './rate-limit.ts';

const t = await buildTestApp({ RATE_REGISTER_PER_IP: '2', RATE_RESET_PER_EMAIL: '2' });

const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

describe('the limiter', () => {
  it('lets exactly the limit through when 30 attempts arrive at once', async () => {
    const limit = { key: 'test:parallel', max: 10, windowMs: HOUR };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => consumeLimit(t.db, limit)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(429);
      expect((r.reason as HttpError).retryAfterSeconds).toBeGreaterThan(3500);
    }
  });

  it('starts counting afresh once the window has passed', async () => {
    const limit = { key: 'test:window', max: 1, windowMs: HOUR };
    await consumeLimit(t.db, limit);
    await expect(consumeLimit(t.db, limit)).rejects.toMatchObject({ statusCode: 429 });
    await t.db
      .update(rateLimits)
      .set({ resetsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, limit.key));
    await expect(consumeLimit(t.db, limit)).resolves.toBeUndefined();
    await expect(consumeLimit(t.db, limit)).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('rate limits', () => {
  it('limits sign-ups from one address', async () => {
    const body = (n: number) => ({
      first_name: 'Ngozi',
      last_name: 'Ade',
      email: `ngozi${n}@example.ng`,
      username: `ngozi${n}`,
      password: 'long-enough-1',
    });
    expect((await post('register', body(1), '10.0.0.5')).statusCode).toBe(201);
    expect((await post('register', body(2), '10.0.0.5')).statusCode).toBe(201);
    const refused = await post('register', body(3), '10.0.0.5');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await post('register', body(3), '10.0.0.6')).statusCode).toBe(201);
  });

  it('limits reset codes per e-mail, known or not', async () => {
    for (const email of ['nobody@example.ng', (await createUser(t.db)).user.email]) {
      expect((await post('forgot', { email })).statusCode).toBe(200);
      expect((await post('resend-code', { email })).statusCode).toBe(200);
      expect((await post('resend-code', { email })).statusCode).toBe(429);
    }
  });
});
