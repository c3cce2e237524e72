import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Order } from '@shop/shared/orders/order-schemas';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { createReview } from '../../testing/factories.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { seedDemoCatalogue } from '../demo-seed/seed-demo.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { TargetNotEmptyError } from './empty-target.ts';
import { MoveRefusedError, moveToPostgres } from './move-to-postgres.ts';
import { shopTables } from '../../db/shop-tables.ts';

// Runs in the server-postgres project only: it needs a PostgreSQL server to move into.
const serverUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

it('lists every table of the schema, each after the tables its foreign keys point to', () => {
  const tables = shopTables();
  const names = tables.map((t) => getTableConfig(t).name);
  expect(names).toEqual(expect.arrayContaining(['products', 'orders', 'order_items', 'sessions', 'images']));
  tables.forEach((table, i) => {
    for (const fk of getTableConfig(table).foreignKeys) {
      expect(tables.indexOf(fk.reference().foreignTable)).toBeLessThanOrEqual(i);
    }
  });
});

describe.skipIf(!serverUrl)('npm run db:move (an embedded shop into PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-move-'));
  const config = configWith({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir });
  const name = `shop_move_${randomBytes(6).toString('hex')}`;
  const targetUrl = Object.assign(new URL(serverUrl ?? 'postgres://x/y'), {
    pathname: `/${name}`,
  }).toString();
  const shopper = { username: 'ngozi_moves', email: 'ngozi.moves@example.ng', password: 'moving day 2026' };
  let token = '';
  let userId = '';
  let reference = '';
  let target: DatabaseHandle | undefined;

  const onServer = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };

  beforeAll(async () => {
    // The embedded shop: the demo catalogue, a customer with a paid order, a saved item, a review.
    const source = await openDatabase({ dataDir });
    await source.migrate();
    await seedDemoCatalogue(source.db);
    const app = await buildApp({ config, db: source.db });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...shopper, first_name: 'Ngozi', last_name: 'Eze' },
    });
    ({ token, _id: userId } = registered.json<{ token: string; _id: string }>());
    const auth = { authorization: `Bearer ${token}` };
    const { products } = (await app.inject({ url: '/api/product/products' })).json<{ products: Product[] }>();
    const plain = products.find((p) => p.colors.length === 0 && p.inStock)!;
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: auth,
      payload: {
        items: [{ productId: plain.productId, colorId: null, quantity: 2 }],
        delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', phoneNumber: '0803 123 4567' },
        transportOption: 'BENIN',
      },
    });
    reference = checkout.json<{ reference: string }>().reference;
    await app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: { transactionId: reference },
    });
    expect(paid.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/saved',
      headers: auth,
      payload: { productId: plain.productId },
    });
    await createReview(source.db, plain._id, { name: 'Ngozi Eze', review: 'It came with me to PostgreSQL.' });
    // A sequence of the shop's own, used three times: the target must continue at four.
    await source.db.execute(sql`create sequence move_test_seq`);
    await source.db.execute(
      sql`select nextval('move_test_seq'), nextval('move_test_seq'), nextval('move_test_seq')`,
    );
    await app.close();
    await source.close();

    await onServer(`create database ${name}`);
  }, 120_000);

  afterAll(async () => {
    await target?.close();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while a running shop holds the data folder', async () => {
    // The lock of a live process (this test's parent stands in for a running shop).
    writeFileSync(join(dataDir, 'shop.lock'), String(process.ppid));
    try {
      await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(MoveRefusedError);
      await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(
        /is running \(process \d+\)\. Stop it/,
      );
    } finally {
      rmSync(join(dataDir, 'shop.lock'), { force: true });
    }
  });

  it('copies every table and its rows, and the shop runs on the copy', async () => {
    // The target has the sequence (as a migration would make it) but no rows.
    const setUp = await openDatabase({ databaseUrl: targetUrl, dataDir: null });
    await setUp.db.execute(sql`create sequence move_test_seq`);
    await setUp.close();

    const { tables } = await moveToPostgres({ dataDir, targetUrl });
    const rows = Object.fromEntries(tables.map((t) => [t.table, t.rows]));
    expect(rows).toMatchObject({
      products: 52,
      users: 1,
      sessions: 1,
      orders: 1,
      order_items: 1,
      saved_items: 1,
    });
    expect(rows.order_status_events).toBe(2);
    expect(rows.images).toBeGreaterThanOrEqual(52);
    expect(tables.map((t) => t.table)).toEqual(shopTables().map((t) => getTableConfig(t).name));

    target = await openDatabase({ databaseUrl: targetUrl, dataDir: null });
    const app = await buildApp({ config, db: target.db });
    const { products } = (await app.inject({ url: '/api/product/products' })).json<{ products: Product[] }>();
    expect(products).toHaveLength(52);
    expect((await app.inject({ url: `/api/images/${products[0]!.image}` })).statusCode).toBe(200);
    const reviews = (await app.inject({ url: '/api/review/all' })).json<{ review: string }[]>();
    expect(reviews.some((r) => r.review === 'It came with me to PostgreSQL.')).toBe(true);

    // The old session still signs the customer in, and so does the password.
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: shopper.username, password: shopper.password },
    });
    expect(login.statusCode).toBe(200);
    const history = await app.inject({ url: `/api/order/orders/${userId}`, headers: auth });
    const { data } = history.json<{ data: Order[] }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ transactionId: reference, status: 'paid' });
    const saved = (await app.inject({ url: '/api/auth/saved', headers: auth })).json<{
      products: Product[];
    }>();
    expect(saved.products).toHaveLength(1);
    await app.close();

    const [next] = await sqlRows<{ n: string }>(target.db, sql`select nextval('move_test_seq')::text as n`);
    expect(next!.n).toBe('4');
  }, 180_000);

  it('refuses a second move into the now filled database', async () => {
    const move = moveToPostgres({ dataDir, targetUrl });
    await expect(move).rejects.toThrow(TargetNotEmptyError);
    await expect(move).rejects.toThrow(/not empty: .*products \(52 rows\)/);
  }, 120_000);
});
