import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shop/shared/settings/settings-schemas';
import { orderMessages, outbox, shopSettings } from '../../db/schema/index.ts';
import { freshTestDatabase, testConfig } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { startWhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { deliverDueOrderMessages, LEASE_MS } from './order-message-worker.ts';
import { queueOrderMessage } from './queue-order-message.ts';

// At most once: a worker that dies after WhatsApp accepted a message and before it recorded so
// must not let the next worker send it again. No second message reaches the customer; the log
// says the attempt was cut short (decision 51).

const whatsapp = await startWhatsAppStandIn();
const source = await freshTestDatabase();
const database = await source.open();
afterAll(async () => {
  await database.close();
  await source.drop();
});
const db = database.db;
const config = testConfig(whatsapp.config());
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const product = await createProduct(db);
const afterLease = () => new Date(Date.now() + LEASE_MS + 1000);
await db.insert(shopSettings).values({
  key: 'messages',
  value: {
    ...DEFAULT_SHOP_SETTINGS.messages,
    whatsapp: true,
    // Outside any 24-hour window here: the template goes.
    templates: {
      ...DEFAULT_SHOP_SETTINGS.messages.templates,
      delivered: { name: 'order_delivered', language: 'en' },
    },
  },
});

async function queued(phone: string) {
  const orderId = await createOrder(db, {
    status: 'delivered',
    items: [{ id: product.id, productId: product.productId, name: 'Velvet Lip', priceKobo: 850_000 }],
  });
  await db.transaction((tx) =>
    queueOrderMessage(tx, {
      order: { _id: orderId, name: 'Amaka', orderNumber: 'GN-100001', phoneNumber: phone },
      kind: 'delivered',
      facts: { shopName: 'Glow Naija', url: 'https://glownaija.ng/order/x' },
    }),
  );
  return orderId;
}
const sentTo = (digits: string) => whatsapp.sent.filter((m) => m.to === `+${digits}`);
const rowTo = async (digits: string) =>
  (await db.select().from(outbox).where(eq(outbox.recipient, digits)))[0]!;

describe('a worker killed between WhatsApp accepting a message and recording it', () => {
  it.runIf(database.engine === 'postgres')(
    'leaves exactly one message at WhatsApp when the worker is a real process SIGKILLed then',
    async () => {
      const digits = '2348035550301';
      const orderId = await queued('0803 555 0301');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/order-message-crash-child.ts'], {
        cwd: new URL('../../..', import.meta.url).pathname,
        env: {
          ...process.env,
          ...whatsapp.config(),
          DATABASE_URL: source.url!,
          DATA_DIR: config.DATA_DIR,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // The stand-in has the message; the child dies before it hears back.
      whatsapp.onMessage(() => child.kill('SIGKILL'));
      let errors = '';
      child.stderr!.on('data', (chunk) => (errors += chunk));
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.once('exit', (c, s) => resolve([c, s])),
      );
      expect({ code, signal, errors }).toMatchObject({ code: null, signal: 'SIGKILL' });
      expect(sentTo(digits)).toHaveLength(1);
      expect(await rowTo(digits)).toMatchObject({ sentAt: null, attempts: 1 });

      const next = { db, config, log: quiet };
      expect(await deliverDueOrderMessages(next), 'left alone while the claim lasts').toEqual({
        done: 0,
        retrying: 0,
      });
      expect(await deliverDueOrderMessages(next, { now: afterLease })).toEqual({ done: 1, retrying: 0 });
      expect(sentTo(digits), 'not sent again').toHaveLength(1);
      expect((await rowTo(digits)).sentAt).not.toBeNull();
      const [log] = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
      expect(log).toMatchObject({ channel: 'whatsapp', status: 'failed' });
      expect(log!.error).toContain('not sent again');
    },
    60_000,
  );

  it('a message the worker finished is never claimed again', async () => {
    const digits = '2348035550302';
    await queued('0803 555 0302');
    whatsapp.onMessage(() => {});
    const deps = { db, config, log: quiet };
    expect(await deliverDueOrderMessages(deps)).toEqual({ done: 1, retrying: 0 });
    expect(await deliverDueOrderMessages(deps, { now: afterLease })).toEqual({ done: 0, retrying: 0 });
    expect(sentTo(digits)).toHaveLength(1);
  });
});
