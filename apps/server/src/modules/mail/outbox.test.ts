import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startSmtpStub } from '../../testing/smtp-stub.ts';
import type { Mailer } from './mailer.ts';
import { claimDue, enqueueMail } from './outbox.repository.ts';
import { deliverDueMail, LEASE_MS } from './outbox-worker.ts';

const smtp = await startSmtpStub();
const t = await buildTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

const MINUTE = 60_000;
const log = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;
const smtpDeps = { db: t.db, mailer: t.app.mailer, log: log() };
/** A clock `ms` after `start`, for runs of the worker "later". */
const clock = (start: number, ms: number) => () => new Date(start + ms);
const rowsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.recipient, to));
const queue = (to: string, subject = 'Hello') =>
  t.db.transaction((tx) =>
    enqueueMail(tx, { kind: 'reset-code', to, subject, text: `A message: ${subject}` }),
  );
/** A mailer that fails its first `failures` sends, then records what it delivers. */
function flakyMailer(failures: number) {
  const delivered: number[] = [];
  let calls = 0;
  const mailer: Mailer = {
    async send(_mail, ref) {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (calls <= failures) throw new Error(`refused (${calls})`);
      delivered.push(ref.id);
    },
  };
  return { mailer, delivered };
}

describe('the mail outbox', () => {
  it('keeps a reset code through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const { user } = await createUser(t.db);
    smtp.setMode('refuse');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const failedAt = Date.now();
    expect(await deliverDueMail(smtpDeps)).toEqual({ sent: 0, failed: 1 });
    const [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ kind: 'reset-code', attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime() - failedAt).toBeGreaterThanOrEqual(29_000);

    smtp.setMode('accept');
    expect(await deliverDueMail(smtpDeps), 'not due before its back-off').toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueMail({ ...smtpDeps }, { now: clock(Date.now(), 31_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDueMail(smtpDeps, { now: clock(Date.now(), 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const arrived = smtp.messages.filter((m) => m.includes(`To: ${user.email}`));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatch(/password reset code is \d{6}/);
    expect((await rowsTo(user.email))[0]!.sentAt).not.toBeNull();
  });

  it('finds a message due the moment it is queued, by the clock the worker claims with', async () => {
    // The worker's clock stands still: a message queued "now" is due at that same instant.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await queue('at-once@example.ng');
      expect((await claimDue(t.db, new Date(), LEASE_MS, 'mail', 1))[0]).toMatchObject({
        recipient: 'at-once@example.ng',
      });
    } finally {
      vi.useRealTimers();
    }
    await t.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.recipient, 'at-once@example.ng'));
  });

  it('sends a message again after a crash with the same Message-ID, made from its outbox row', async () => {
    const to = 'resent@example.ng';
    await queue(to, 'Your receipt');
    smtp.setMode('accept');
    let accepted = () => {};
    const wasAccepted = new Promise<void>((resolve) => (accepted = resolve));
    // The SMTP server takes the message, then this worker's process dies before marking it sent.
    const dying: Mailer = {
      async send(mail, ref) {
        await t.app.mailer.send(mail, ref);
        accepted();
        await new Promise(() => {});
      },
    };
    void deliverDueMail({ ...smtpDeps, mailer: dying });
    await wasAccepted;
    expect(await deliverDueMail(smtpDeps, { now: clock(Date.now(), LEASE_MS + 1000) })).toEqual({
      sent: 1,
      failed: 0,
    });

    const [row] = await rowsTo(to);
    const arrived = smtp.messages.filter((m) => m.includes(`To: ${to}`));
    const ids = arrived.map((m) => /^Message-ID: (.*)$/im.exec(m)?.[1]);
    expect(ids).toEqual([
      `<outbox-${row!.id}.${row!.createdAt.getTime()}@glownaija.ng>`,
      `<outbox-${row!.id}.${row!.createdAt.getTime()}@glownaija.ng>`,
    ]);
  });

  it('answers /forgot at once while the SMTP server hangs', async () => {
    const { user } = await createUser(t.db);
    smtp.setMode('silent');
    const started = Date.now();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await rowsTo(user.email)).toHaveLength(1);
    // Delivered later, once the server answers again.
    smtp.setMode('accept');
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.recipient, user.email));
    expect(await deliverDueMail(smtpDeps)).toEqual({ sent: 1, failed: 0 });
  });

  it('retries a failing send with growing back-off and never re-sends after success', async () => {
    const to = 'backoff@example.ng';
    await queue(to);
    const t0 = Date.now() + 1000;
    const { mailer, delivered } = flakyMailer(2);
    const deps = { db: t.db, mailer, log: log() };

    expect(await deliverDueMail(deps, { now: clock(t0, 0) })).toEqual({ sent: 0, failed: 1 });
    expect((await rowsTo(to))[0]!.nextAttemptAt.getTime()).toBe(t0 + 30_000);
    expect(await deliverDueMail(deps, { now: clock(t0, 29_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueMail(deps, { now: clock(t0, 30_000) })).toEqual({ sent: 0, failed: 1 });
    expect((await rowsTo(to))[0]!.nextAttemptAt.getTime()).toBe(t0 + 30_000 + 2 * MINUTE);
    expect(await deliverDueMail(deps, { now: clock(t0, 30_000 + 2 * MINUTE) })).toEqual({
      sent: 1,
      failed: 0,
    });
    for (const later of [10 * MINUTE, 60 * MINUTE, 48 * 60 * MINUTE]) {
      expect(await deliverDueMail(deps, { now: clock(t0, later) })).toEqual({ sent: 0, failed: 0 });
    }
    const [row] = await rowsTo(to);
    expect(delivered).toEqual([row!.id]);
    expect(row).toMatchObject({ attempts: 3, lastError: null, lockedUntil: null });
  });

  it('gives a message up loudly after a day of failures and does not try it again', async () => {
    const to = 'never@example.ng';
    await queue(to);
    const { mailer } = flakyMailer(Infinity);
    const deps = { db: t.db, mailer, log: log() };
    const dayLater = Date.now() + 24 * 60 * MINUTE + 1000;
    expect(await deliverDueMail(deps, { now: clock(dayLater, 0) })).toEqual({ sent: 0, failed: 1 });
    expect(deps.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'reset-code' }),
      expect.stringMatching(/GIVEN UP/),
    );
    expect((await rowsTo(to))[0]!.failedAt).not.toBeNull();
    expect(await deliverDueMail(deps, { now: clock(dayLater, 60 * MINUTE) })).toEqual({ sent: 0, failed: 0 });
  });

  it('lets another worker take a message whose worker died holding it, once the claim runs out', async () => {
    const to = 'orphan@example.ng';
    await queue(to);
    const t0 = Date.now() + 1000;
    expect((await claimDue(t.db, new Date(t0), LEASE_MS, 'mail', 1))[0]).toMatchObject({ recipient: to });
    // That worker is gone. Until its claim runs out the message is left alone…
    const { mailer, delivered } = flakyMailer(0);
    const deps = { db: t.db, mailer, log: log() };
    expect(await deliverDueMail(deps, { now: clock(t0, MINUTE) })).toEqual({ sent: 0, failed: 0 });
    // …then it is delivered, once.
    expect(await deliverDueMail(deps, { now: clock(t0, LEASE_MS + 1000) })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(deps, { now: clock(t0, 2 * LEASE_MS) })).toEqual({ sent: 0, failed: 0 });
    expect(delivered).toHaveLength(1);
  });

  it('gives back at once what a stopping worker claimed and did not try', async () => {
    const drain = flakyMailer(0);
    await deliverDueMail({ db: t.db, mailer: drain.mailer, log: log() });
    const to = ['stop-1@example.ng', 'stop-2@example.ng', 'stop-3@example.ng'];
    for (const recipient of to) await queue(recipient);
    let stopping = false;
    const { mailer, delivered } = flakyMailer(0);
    const stopsAfterOne: Mailer = {
      async send(mail, ref) {
        await mailer.send(mail, ref);
        stopping = true;
      },
    };
    const deps = { db: t.db, mailer: stopsAfterOne, log: log() };
    expect(await deliverDueMail(deps, { shouldStop: () => stopping })).toEqual({ sent: 1, failed: 0 });
    const rows = (await Promise.all(to.map(rowsTo))).flat();
    expect(rows.filter((r) => r.sentAt).map((r) => r.recipient)).toEqual(['stop-1@example.ng']);
    expect(rows.filter((r) => !r.sentAt).map((r) => [r.lockedUntil, r.attempts])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    // The next worker takes them now, not once a claim has run out.
    expect(await deliverDueMail({ ...deps, mailer })).toEqual({ sent: 2, failed: 0 });
    expect(delivered).toHaveLength(3);
  });

  it('two workers draining 50 messages together deliver each exactly once', async () => {
    const ids: number[] = [];
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i++) {
        await enqueueMail(tx, { kind: 'reset-code', to: `many${i}@example.ng`, subject: `n${i}`, text: 'x' });
      }
    });
    for (const row of await t.db.select().from(outbox)) if (!row.sentAt && !row.failedAt) ids.push(row.id);
    expect(ids).toHaveLength(50);
    const a = flakyMailer(0);
    const b = flakyMailer(0);
    const [ra, rb] = await Promise.all([
      deliverDueMail({ db: t.db, mailer: a.mailer, log: log() }),
      deliverDueMail({ db: t.db, mailer: b.mailer, log: log() }),
    ]);
    expect(ra.sent + rb.sent).toBe(50);
    expect([...a.delivered, ...b.delivered].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
  });

  it.runIf(t.engine === 'postgres')(
    'skips a message another transaction holds (FOR UPDATE SKIP LOCKED)',
    async () => {
      await queue('held-1@example.ng');
      await queue('held-2@example.ng');
      const now = new Date(Date.now() + 1000);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.select().from(outbox).where(eq(outbox.recipient, 'held-1@example.ng')).for('update');
        locked();
        await held;
      });
      await isLocked;
      const claimed = (await claimDue(t.db, now, LEASE_MS, 'mail', 1))[0];
      release();
      await holder;
      expect(claimed?.recipient).toBe('held-2@example.ng');
    },
  );
});
