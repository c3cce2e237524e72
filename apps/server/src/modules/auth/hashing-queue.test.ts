import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { rateLimits, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { HashingQueue, hashingLimitsFor, passwordHashing } from './hashing-queue.ts';

const t = await buildTestApp({ RATE_REGISTER_PER_IP: '1000' });

/** A job that runs until `finish()` is called, so a test decides when a turn frees up. */
function heldJob() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as HttpError,
  );

describe('the hashing queue', () => {
  it('runs at most its concurrency at once, lets a few wait their turn and refuses the rest at once with 429', async () => {
    const queue = new HashingQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 10_000 });
    let running = 0;
    let most = 0;
    const holds = Array.from({ length: 4 }, heldJob);
    const runs = holds.map(({ job }) =>
      queue.run(async () => {
        most = Math.max(most, ++running);
        await job();
        running--;
      }),
    );
    expect(queue.busy).toEqual({ running: 2, waiting: 2 });

    const refused = await refusal(queue.run(async () => 'never'));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused!.statusCode).toBe(429);
    expect(refused!.message).toBe(messages.auth.busy);
    expect(refused!.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    for (const { finish } of holds) finish();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(queue.counts).toEqual({ started: 4, refused: 1 });
    expect(queue.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a hash that waited longer than it may, and runs the next one that arrives', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 30 });
    const held = heldJob();
    const first = queue.run(held.job);
    const waited = await refusal(queue.run(async () => 'too late'));
    expect(waited?.statusCode).toBe(429);
    held.finish();
    await first;
    await expect(queue.run(async () => 'in time')).resolves.toBe('in time');
  });

  it('holds a reserved place as a waiting one until its hash queues or it is released', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000 });
    const held = heldJob();
    const first = queue.run(held.job);
    const place = queue.reserve();
    // The place is taken while its request reads the database: a newcomer is refused at once.
    expect(() => queue.reserve()).toThrow(messages.auth.busy);
    const second = queue.run(async () => 'queued', place);
    expect(queue.busy).toEqual({ running: 1, waiting: 1 });
    held.finish();
    await first;
    await expect(second).resolves.toBe('queued');
    // Released without a hash (a 401 before it, a limit's 429): the place is free again.
    queue.reserve().release();
    expect(queue.reserve()).toBeDefined();
  });

  it("shares the machine's cores between the shop's processes, at least one each, at most 4", () => {
    expect(hashingLimitsFor(1, 2).concurrency).toBe(2);
    expect(hashingLimitsFor(2, 2).concurrency).toBe(1);
    expect(hashingLimitsFor(4, 2).concurrency).toBe(1);
    expect(hashingLimitsFor(3, 8).concurrency).toBe(2);
    expect(hashingLimitsFor(1, 16).concurrency).toBe(4);
    expect(hashingLimitsFor(1, 2).maxWaiting).toBeGreaterThan(0);
  });
});

describe('every password hash and check of the shop takes its turn', () => {
  // One turn, held by the test: every hashing request then finds the queue full.
  let held: ReturnType<typeof heldJob> | undefined;
  let holding: Promise<void> | undefined;
  const fillQueue = () => {
    passwordHashing.configure({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 });
    held = heldJob();
    holding = passwordHashing.run(held.job);
  };
  afterEach(async () => {
    held?.finish();
    await holding;
    passwordHashing.configure(hashingLimitsFor(1));
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });

  it('answers a busy sign-in the same 429 whether or not the name has an account, counting nothing', async () => {
    const { user } = await createUser(t.db);
    const counters = async () => (await t.db.select().from(rateLimits)).length;
    const before = await counters();
    fillQueue();
    const known = await post('login', { username: user.username, password: 'wrong-password' });
    const unknown = await post('login', { username: 'nobody_by_that_name', password: 'wrong-password' });
    expect(known.statusCode).toBe(429);
    expect(known.json().message).toBe('The shop is busy right now. Please try again in a few seconds.');
    expect(Number(known.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    // Turned away before the limits: a flood the queue refuses costs no database writes.
    expect(await counters()).toBe(before);
  });

  it('turns away sign-up, password change, account deletion and every reset step while full, writing nothing', async () => {
    const { user, password, auth } = await createUser(t.db);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    fillQueue();
    const refused = [
      await post('register', {
        first_name: 'Amaka',
        last_name: 'Obi',
        email: 'amaka.busy@example.ng',
        username: 'amaka_busy',
        password: 'long-enough-1',
      }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-password',
        headers: auth,
        payload: { currentPassword: password, newPassword: 'another-pass-1' },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: auth,
        payload: { password },
      }),
      await post('forgot', { email: user.email }),
      await post('verify-code', { email: user.email, code: '123456' }),
      await post('reset-password', { resetToken: 'x'.repeat(43), newPassword: 'another-pass-1' }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().message).toBe(messages.auth.busy);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await t.db.select().from(users).where(eq(users.username, 'amaka_busy'))).toHaveLength(0);
  });

  it('hashes the first admin through the queue too', async () => {
    const started = passwordHashing.counts.started;
    await t.db.delete(users).where(eq(users.role, 'admin'));
    const quiet = { info: () => {}, warn: () => {} };
    await ensureAdmin(t.db, { ...t.config, ADMIN_USERNAME: 'queued_admin' }, quiet);
    expect(passwordHashing.counts.started).toBe(started + 1);
  });
});
