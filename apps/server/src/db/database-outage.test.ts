import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { buildApp } from '../app.ts';
import { freshTestDatabase, testConfig } from '../testing/build-test-app.ts';
import { guestDelivery } from '../testing/checkout-helpers.ts';
import { startDatabaseRelay } from '../testing/database-relay.ts';
import { createProduct, createUser } from '../testing/factories.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The shop on a real PostgreSQL reached through a relay the test cuts, as a stopped server or a
// network cut would: every API call answers 503 with Retry-After and a message (never a 500),
// pages and catalogue answers already in memory still show, and once the database is back the
// same process serves as before.

const RETRY_AFTER = '5';

// A stand-in for the web build (its head is written by the server from the catalogue in memory).
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>Glow Naija</title><script id="shop-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
);

describe.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')('while the database is unreachable', () => {
  let source: Awaited<ReturnType<typeof freshTestDatabase>>;
  let relay: Awaited<ReturnType<typeof startDatabaseRelay>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    source = await freshTestDatabase();
    relay = await startDatabaseRelay(source.url!);
    database = await openDatabase({ databaseUrl: relay.url, dataDir: null });
    app = await buildApp({
      config: testConfig({ WEB_DIST: dist }),
      db: database.db,
      serveWeb: true,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    await relay.restore().catch(() => {});
    await app.close();
    await database.close();
    await relay.close();
    await source.drop();
  });

  const checkout = (productId: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      payload: {
        items: [{ productId, colorId: null, quantity: 1 }],
        delivery: { ...guestDelivery, email },
        transportOption: 'BENIN',
      },
    });

  it('answers 503 with Retry-After and a message, shows what is in memory, and serves again once it is back', async () => {
    const product = await createProduct(database.db, { name: 'Outage Balm', stock: 5 });
    const customer = await createUser(database.db);
    expect((await app.inject({ url: '/api/product/products' })).statusCode).toBe(200);

    await relay.cut();

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(RETRY_AFTER);
    expect(health.json()).toEqual({ status: 'unavailable', message: 'The database is not reachable' });

    // A signed-in request (its session is read first) and a sign-in (its limit is counted first).
    const me = await app.inject({ url: '/api/auth/me', headers: customer.auth });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: customer.user.username, password: customer.password },
    });
    for (const res of [me, login]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(RETRY_AFTER);
      expect(res.json()).toEqual({
        message: messages.brieflyUnavailable,
        error: messages.brieflyUnavailable,
      });
    }

    // The checkout keeps the product description's words.
    const started = await checkout(product.productId, 'outage@example.ng');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: { transactionId: 'GN-outage-1' },
    });
    for (const res of [started, confirmed]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(RETRY_AFTER);
      expect(res.json().message).toBe(messages.checkout.orderFailed);
    }

    // The catalogue and the pages it heads are answered from memory.
    const listing = await app.inject({ url: '/api/product/products' });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().products.map((p: { name: string }) => p.name)).toContain('Outage Balm');
    const page = await app.inject({ url: `/product/${product.productId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${product.fullname}`);

    await relay.restore();
    // The same process, no restart: the pool makes new connections.
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/api/auth/me', headers: customer.auth })).statusCode).toBe(200);
    const after = await checkout(product.productId, 'after.outage@example.ng');
    expect(after.statusCode).toBe(200);
  });

  it('answers no API route with a 500 meanwhile: each needing the database is a 503 to retry', async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    await relay.cut();
    const anonymous = await sweep({});
    const signedIn = await sweep(admin.auth);
    await relay.restore();

    for (const answer of [...anonymous, ...signedIn]) {
      expect(answer.status === 500 || answer.status > 503, answer.route).toBe(false);
      if (answer.status !== 503) continue;
      expect(answer.retryAfter, answer.route).toBe(RETRY_AFTER);
      expect(typeof answer.message, answer.route).toBe('string');
    }
    // Signed in, every write waits for its session, so each answers 503; reads that need no
    // account (the catalogue) are still answered from memory.
    expect(signedIn.filter((a) => !a.route.startsWith('GET ') && a.status !== 503)).toEqual([]);
    expect(signedIn.find((a) => a.route === 'GET /api/product/products')?.status).toBe(200);
    expect(signedIn.find((a) => a.route === 'GET /api/auth/me')?.status).toBe(503);
  });

  /** Every API route once, with an id for each parameter and an empty body. */
  async function sweep(headers: Record<string, string>) {
    const anId = '00000000-0000-4000-8000-000000000000';
    const answers: { route: string; status: number; retryAfter: unknown; message: unknown }[] = [];
    for (const route of routes) {
      const url = route.url ?? '';
      if (!url.startsWith('/api/') || url.includes('*')) continue;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const res = await app.inject({
          method,
          url: url.replace(/:[A-Za-z]+/g, anId),
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const json = String(res.headers['content-type'] ?? '').includes('json');
        answers.push({
          route: `${method} ${url}`,
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          message: json ? (res.json() as { message?: unknown }).message : undefined,
        });
      }
    }
    return answers;
  }
});
