import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { freshTestDatabase, testConfig, type TestApp } from '../../testing/build-test-app.ts';
import { startSmtpStub } from '../../testing/smtp-stub.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { deliverDueMail, startOutboxWorker } from './outbox-worker.ts';

const source = await freshTestDatabase();
// Opened here, outside the tests' time limit: a PGlite start with migrations is slow on a busy machine.
const database = await source.open();
afterAll(async () => {
  await database.close().catch(() => undefined);
  await source.drop();
});

/** A shop process on the database, as `main.ts` starts one (without listening). */
async function startShop(
  config: Config,
  handle: DatabaseHandle,
): Promise<TestApp & { database: DatabaseHandle }> {
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const deliverMail = () => deliverDueMail({ db: handle.db, mailer: app.mailer, log: app.log });
  return { app, db: handle.db, config, engine: handle.engine, deliverMail, routes: [], database: handle };
}
const stopShop = async (shop: { app: TestApp['app']; database: DatabaseHandle }) => {
  await shop.app.close();
  await shop.database.close();
};
/** The same database, as a restarted process finds it: PostgreSQL is reconnected to; PGlite in
 * memory cannot be, so the new shop is built on the same handle after the old one is gone. */
const reopen = async (handle: DatabaseHandle) =>
  handle.engine === 'postgres' ? (await handle.close(), source.open()) : handle;
const filesTo = (config: Config, to: string) => {
  try {
    return readdirSync(join(config.DATA_DIR, 'outbox')).filter((f) => f.includes(to));
  } catch {
    return [];
  }
};

describe('mail across a crash', () => {
  it('delivers a receipt recorded just before the process died once, at the next start', async () => {
    const config = testConfig();
    const email = 'after.crash@example.ng';
    const first = await startShop(config, database);
    const { reference } = await startCheckout(first, {}, email);
    await first.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(first, reference)).json().order.status).toBe('paid');
    // The process dies here, before any worker ran: the order is paid, the receipt only recorded.
    await first.app.close();
    expect(filesTo(config, email)).toEqual([]);

    const second = await startShop(config, await reopen(first.database));
    const stopWorker = startOutboxWorker(second.app);
    await expect.poll(() => filesTo(config, email), { timeout: 10_000 }).toHaveLength(1);
    await stopWorker();
    // Confirming again (the shopper reloads, the webhook arrives late) records nothing new.
    expect((await confirm(second, reference)).statusCode).toBe(200);
    expect(await second.deliverMail()).toEqual({ sent: 0, failed: 0 });
    const rows = await second.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(rows).toMatchObject([{ kind: 'order-confirmation', attempts: 1 }]);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(filesTo(config, email)).toHaveLength(1);
    await stopShop(second);
  });

  it.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')(
    'two shop processes on one PostgreSQL database deliver 50 messages, each exactly once',
    async () => {
      const smtp = await startSmtpStub();
      smtp.setMode('accept');
      const config = testConfig({ SMTP_URL: smtp.url });
      const [a, b] = [
        await startShop(config, await source.open()),
        await startShop(config, await source.open()),
      ];
      const { enqueueMail } = await import('./outbox.repository.ts');
      await a.db.transaction(async (tx) => {
        for (let i = 0; i < 50; i++) {
          await enqueueMail(tx, {
            kind: 'reset-code',
            to: 'pair@example.ng',
            subject: `pair-${i}`,
            text: 'x',
          });
        }
      });
      // Both workers wake on the commit and drain the outbox together.
      const stops = [startOutboxWorker(a.app), startOutboxWorker(b.app)];
      await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(50);
      await Promise.all(stops.map((stop) => stop()));
      const subjects = smtp.messages.map((m) => /^Subject: (pair-\d+)/m.exec(m)?.[1]).sort();
      expect(subjects).toEqual(Array.from({ length: 50 }, (_, i) => `pair-${i}`).sort());
      const unsent = await a.db.select().from(outbox).where(eq(outbox.subject, 'pair-0'));
      expect(unsent[0]!.sentAt).not.toBeNull();
      await Promise.all([stopShop(a), stopShop(b), smtp.close()]);
    },
  );
});
