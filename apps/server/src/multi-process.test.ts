import { readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { freshTestDatabase } from './testing/build-test-app.ts';
import { startPaystackStandIn, STAND_IN_SECRET } from './testing/paystack-stand-in.ts';
import { guestDelivery } from './testing/checkout-helpers.ts';
import { formBody } from './testing/form-body.ts';
import {
  startShopProcess,
  stopShopProcess as stopped,
  untilUp,
  type ShopProcess as Shop,
} from './testing/shop-process.ts';
import { signPaystackBody } from './modules/payments/paystack-signature.ts';

// Real shop processes (the entry point `npm start` runs) on one PostgreSQL database: whichever
// process a request reaches, sessions, limits, payment confirmation, webhooks, the outbox and the
// catalogue behave as one shop. PGlite is one process's database, so this runs on PostgreSQL only.

const ADMIN_PASSWORD = 'multi-process-admin-1';

const startShop = (env: Record<string, string>) =>
  startShopProcess({
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_SECONDS: '0.2',
    ADMIN_PASSWORD,
    RATE_LOGIN_PER_ACCOUNT_IP: '3',
    ...env,
  });

async function call(
  shop: Shop,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  // Answers of many shapes, read field by field as inject's res.json() is in the other tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, any> };
}

const mailsTo = (shops: Shop[], address: string) =>
  shops.flatMap((s) => {
    try {
      return readdirSync(join(s.dataDir, 'outbox')).filter((f) => f.includes(address));
    } catch {
      return [];
    }
  });

describe.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')('two shop processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let a: Shop;
  let b: Shop;
  /** WEB_CONCURRENCY=2: a primary and two workers. */
  let c: Shop;
  let standIn: Awaited<ReturnType<typeof startPaystackStandIn>>;

  beforeAll(async () => {
    standIn = await startPaystackStandIn();
    database = await freshTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      ...standIn.config(),
      PAYSTACK_TIMEOUT_MS: '10000',
    };
    // Started together on an empty database: all migrate and seed, one at a time, once.
    [a, b, c] = await Promise.all([
      startShop(env),
      startShop(env),
      startShop({ ...env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' }),
    ]);
    await Promise.all([untilUp(a), untilUp(b), untilUp(c)]);
  }, 120_000);

  afterAll(async () => {
    const shops = [a, b, c].filter(Boolean);
    await Promise.all(shops.map(stopped));
    for (const shop of shops) rmSync(shop.dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('seeds the demo catalogue and makes the admin once', async () => {
    const [onA, onB] = await Promise.all([call(a, '/product/products'), call(b, '/product/products')]);
    expect(onA.json.products).toHaveLength(52);
    expect(onB.json.products).toEqual(onA.json.products);
    expect(a.output() + b.output() + c.output()).not.toMatch(/username or e-mail .* is taken/);
  });

  it('honours on one process a sign-in made on the other', async () => {
    const user = {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada.multi@example.ng',
      username: 'adamulti',
      password: 'a-long-password-1',
    };
    const registered = await call(a, '/auth/register', { body: user });
    expect(registered.status).toBe(201);
    expect((await call(b, '/auth/me', { token: registered.json.token })).json.username).toBe('adamulti');

    const login = await call(b, '/auth/login', { body: { username: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect((await call(a, '/auth/me', { token: login.json.token })).status).toBe(200);
    expect((await call(a, '/auth/logout', { method: 'POST', token: login.json.token })).status).toBe(200);
    expect((await call(b, '/auth/me', { token: login.json.token })).status).toBe(401);
  });

  it('counts one rate limit across both processes', async () => {
    const attempt = (shop: Shop) =>
      call(shop, '/auth/login', { body: { username: 'nobody.here', password: 'wrong-password' } });
    // Three failed sign-ins are allowed per name and address (RATE_LOGIN_PER_ACCOUNT_IP=3).
    const statuses = [];
    for (const shop of [a, b, a, b]) statuses.push((await attempt(shop)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  it('pays an order once and sends one e-mail when confirmations and the webhook reach both at once', async () => {
    const { products } = (await call(b, '/product/products')).json as { products: Product[] };
    const product = products.find((p) => p.inStock && p.colors.every((c) => c.inStock))!;
    const email = 'race.multi@example.ng';
    const checkout = await call(a, '/order/checkout', {
      body: {
        items: [{ productId: product.productId, colorId: product.colors[0]?._id ?? null, quantity: 1 }],
        delivery: { ...guestDelivery, email },
        transportOption: 'BENIN',
      },
    });
    expect(checkout.status).toBe(200);
    const { reference, amountKobo } = checkout.json as { reference: string; amountKobo: number };
    standIn.pay(reference);

    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: amountKobo } });
    const hook = fetch(`${b.url}/api/payments/paystack/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signPaystackBody(body, STAND_IN_SECRET),
      },
      body,
    });
    const confirmations = await Promise.all([
      call(a, '/order/orders', { body: { transactionId: reference } }),
      call(b, '/order/orders', { body: { transactionId: reference } }),
      call(a, '/order/orders', { body: { transactionId: reference } }),
    ]);
    expect((await hook).status).toBe(200);
    expect(confirmations.map((c) => [c.status, c.json.order.status])).toEqual([
      [200, 'paid'],
      [200, 'paid'],
      [200, 'paid'],
    ]);
    // Any process's outbox worker may deliver it (the cluster's too); exactly one does, once.
    const deadline = Date.now() + 10_000;
    while (mailsTo([a, b, c], email).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_000)); // both workers polled again since
    expect(mailsTo([a, b, c], email)).toHaveLength(1);
  });

  it('shows an admin product edit made on one process in the other within a second', async () => {
    const login = await call(a, '/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    const [first] = (await call(b, '/product/products')).json.products as Product[];
    // Read once on B first, so B has the old answer cached.
    expect((await call(b, `/product/products/${first!.productId}`)).json.product.price).toBe(first!.price);
    const form = await formBody({ price: String(first!.price + 1) });
    const edit = await fetch(`${a.url}/api/product/admin/products/${first!.productId}`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${login.json.token}` },
      body: form.payload,
    });
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    let seen: number | undefined;
    while (Date.now() - editedAt < 1_000) {
      seen = (await call(b, `/product/products/${first!.productId}`)).json.product.price as number;
      if (seen === first!.price + 1) break;
    }
    expect(seen).toBe(first!.price + 1);
  });

  it('serves one port from WEB_CONCURRENCY=2 workers and stops them cleanly', async () => {
    const cluster = c;
    const deadline = Date.now() + 60_000;
    while ((cluster.output().match(/worker \d+ listening/g) ?? []).length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // A new connection each time: the primary hands connections (not requests) to the workers.
    const healthOnNewConnection = () =>
      new Promise<string>((resolve, reject) => {
        get(`${cluster.url}/api/health`, { agent: false }, (res) => {
          let text = '';
          res.on('data', (d) => (text += d)).on('end', () => resolve(text));
        }).on('error', reject);
      });
    for (let i = 0; i < 20; i++) expect(await healthOnNewConnection()).toBe('{"status":"ok"}');
    // Each request's log line names the process that answered it.
    const answeredBy = new Set(
      cluster
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/health"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(answeredBy.size).toBe(2);
    expect(await stopped(cluster)).toBe(0);
    expect(cluster.output()).toContain('all workers stopped');
  }, 60_000);
});
