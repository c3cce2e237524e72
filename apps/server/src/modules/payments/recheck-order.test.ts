import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { paidDepsOf } from './payment-deps.ts';
import { recheckSignalledOrders, startPendingRecheck } from './pending-recheck.ts';
import { claimDueOrders, claimSignalledOrders } from './pending-recheck.repository.ts';

// The order in which the re-check takes unpaid orders: those likely paid (signalled) first, the
// oldest signal first, then the plain ones newest first; at a process's start, the signalled ones
// at once. Orders are written with exact times; nothing is charged, so a check finds them unpaid.

const t = await buildTestApp({ PENDING_RECHECK_SECONDS: '3600' });
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

type Pending = { name: string; createdAt: Date; signalAt?: Date; checkedAt?: Date; nextCheckAt?: Date };

/** Pending sandbox orders named `name` (the reference), with the times given. */
async function pending(...rows: Pending[]) {
  await t.db.insert(orders).values(
    rows.map((o) => ({
      reference: o.name,
      name: 'Test Shopper',
      email: 'shopper@example.ng',
      phoneNumber: '0803 000 0000',
      address: '1 Road',
      state: 'Lagos',
      city: 'Ikeja',
      transportOption: 'BENIN',
      transportCostKobo: 0,
      subtotalKobo: 100_000,
      amountKobo: 100_000,
      provider: 'sandbox',
      createdAt: o.createdAt,
      nextCheckAt: o.nextCheckAt ?? ago(MINUTE),
      checkedAt: o.checkedAt ?? null,
      paymentSignal: o.signalAt ? ('confirmation' as const) : null,
      paymentSignalAt: o.signalAt ?? null,
    })),
  );
}

const checkCounts = async (names: string[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ name: orders.reference, n: orders.checkCount })
        .from(orders)
        .where(inArray(orders.reference, names))
    ).map((r) => [r.name, r.n]),
  );

beforeEach(async () => {
  await t.db.delete(orders);
});

describe('the order in which unpaid orders are re-checked', () => {
  it('claims due orders with a payment signal first, the oldest signal first, then the others newest first', async () => {
    await pending(
      { name: 'plain-older', createdAt: ago(10 * MINUTE) },
      { name: 'plain-newer', createdAt: ago(5 * MINUTE) },
      { name: 'signalled-2-min-ago', createdAt: ago(30 * MINUTE), signalAt: ago(2 * MINUTE) },
      { name: 'signalled-4-min-ago', createdAt: ago(MINUTE), signalAt: ago(4 * MINUTE) },
      {
        name: 'signalled-not-due',
        createdAt: ago(MINUTE),
        signalAt: ago(10 * MINUTE),
        nextCheckAt: new Date(Date.now() + MINUTE),
      },
    );
    const first = await claimDueOrders(t.db, new Date(), 3);
    expect(first.map((o) => o.reference)).toEqual([
      'signalled-4-min-ago',
      'signalled-2-min-ago',
      'plain-newer',
    ]);
    const rest = await claimDueOrders(t.db, new Date(), 3);
    expect(rest.map((o) => o.reference)).toEqual(['plain-older']);
  });

  it('takes an older signalled order on the first tick ahead of 1,000 newer abandoned checkouts', async () => {
    await pending(
      ...Array.from({ length: 1000 }, (_, i) => ({ name: `abandoned-${i}`, createdAt: ago(i * 1000) })),
      { name: 'paid-before-the-crash', createdAt: ago(40 * MINUTE), signalAt: ago(30 * MINUTE) },
    );
    const tick = await claimDueOrders(t.db, new Date(), 50);
    expect(tick[0]!.reference).toBe('paid-before-the-crash');
    expect(tick.slice(1).map((o) => o.reference)).toEqual(
      Array.from({ length: 49 }, (_, i) => `abandoned-${i}`),
    );
  });

  it('at start claims the orders signalled before it that nobody has checked since, whatever their schedule, and only once', async () => {
    const startedAt = new Date();
    const later = new Date(startedAt.getTime() + 1);
    await pending(
      // Not due for two hours, but signalled: taken at once.
      {
        name: 'signalled-not-due',
        createdAt: ago(3 * 60 * MINUTE),
        signalAt: ago(MINUTE),
        nextCheckAt: new Date(Date.now() + 120 * MINUTE),
      },
      // Checked before this start (say by the process that died): taken again.
      {
        name: 'checked-before-start',
        createdAt: ago(9 * MINUTE),
        signalAt: ago(8 * MINUTE),
        checkedAt: ago(7 * MINUTE),
      },
      // Claimed since this start by another process: left to it.
      {
        name: 'checked-since-start',
        createdAt: ago(9 * MINUTE),
        signalAt: ago(8 * MINUTE),
        checkedAt: later,
      },
      // Signalled after this start: its confirmation or webhook is still at work on it.
      { name: 'signalled-after-start', createdAt: ago(9 * MINUTE), signalAt: later },
      { name: 'plain', createdAt: ago(MINUTE) },
    );
    const claimed = await claimSignalledOrders(t.db, startedAt, new Date(), 10);
    expect(claimed.map((o) => o.reference)).toEqual(['checked-before-start', 'signalled-not-due']);
    // Another process that started at the same moment finds nothing left to take.
    expect(await claimSignalledOrders(t.db, startedAt, new Date(), 10)).toEqual([]);
  });

  it('never lets two processes starting at once claim the same signalled order', async () => {
    await pending(
      ...Array.from({ length: 60 }, (_, i) => ({
        name: `signalled-${i}`,
        createdAt: ago(10 * MINUTE),
        signalAt: ago(i * 1000),
      })),
    );
    const startedAt = new Date();
    const [a, b] = await Promise.all([
      claimSignalledOrders(t.db, startedAt, new Date(), 40),
      claimSignalledOrders(t.db, startedAt, new Date(), 40),
    ]);
    const ids = new Set([...a, ...b].map((o) => o.id));
    expect(ids.size).toBe(a.length + b.length);
    expect(ids.size).toBe(60);
  });

  it('at start checks at most its bounded number of batches; the signalled orders left are the first the ticks take', async () => {
    await pending(
      ...Array.from({ length: 30 }, (_, i) => ({
        name: `signalled-${String(i).padStart(2, '0')}`,
        createdAt: ago(20 * MINUTE),
        signalAt: ago((30 - i) * 1000),
      })),
      { name: 'plain', createdAt: ago(MINUTE) },
    );
    const result = await recheckSignalledOrders(paidDepsOf(t.app), t.app.payments, new Date(), {
      batch: 10,
      maxBatches: 2,
    });
    expect(result).toMatchObject({ checked: 20, paid: 0, deferred: 0 });
    const counts = await checkCounts(['signalled-19', 'signalled-20', 'signalled-29', 'plain']);
    expect(counts).toEqual({ 'signalled-19': 1, 'signalled-20': 0, 'signalled-29': 0, plain: 0 });
    const tick = await claimDueOrders(t.db, new Date(), 11);
    expect(tick.map((o) => o.reference)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `signalled-${20 + i}`),
      'plain',
    ]);
  });

  it('re-checks the signalled orders only once the restarted shop listens', async () => {
    await pending({ name: 'signalled', createdAt: ago(10 * MINUTE), signalAt: ago(MINUTE) });
    const app = await buildApp({ config: t.config, db: t.db });
    const stop = startPendingRecheck(app);
    afterAll(async () => {
      stop();
      await app.close();
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await checkCounts(['signalled'])).toEqual({ signalled: 0 });

    await app.listen({ port: 0, host: '127.0.0.1' });
    // Asked once; the sandbox has no charge for it, so the answer clears its signal.
    const row = async () => (await t.db.select().from(orders).where(eq(orders.reference, 'signalled')))[0]!;
    const deadline = Date.now() + 10_000;
    while ((await row()).paymentSignalAt !== null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await row()).toMatchObject({ checkCount: 1, status: 'pending', paymentSignalAt: null });
  });
});
