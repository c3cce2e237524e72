import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { buildTestApp, freshTestDatabase, testConfig } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const edit = (app: FastifyInstance, code: string, fields: Record<string, string>) =>
  formBody(fields).then((form) =>
    app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${code}`,
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    }),
  );

/**
 * The catalogue once it has taken in the factories' writes. They reach the app as another
 * process's would (on PostgreSQL, by NOTIFY and the change log), so a snapshot read at once may be
 * replaced a moment later by the feed; this waits until it has stayed the same for 300 ms.
 */
async function settledCatalog() {
  let snapshot = await t.app.catalog.get();
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 100));
    const next = await t.app.catalog.get();
    quiet = next === snapshot ? quiet + 1 : 0;
    snapshot = next;
  }
  return snapshot;
}

describe('catalogue changes in one process', () => {
  it('reload only the products a write names: the others stay the very same objects', async () => {
    const kept = await createProduct(t.db, { name: 'Kept Balm' });
    const changed = await createProduct(t.db, { name: 'Changed Balm', stock: 5 });
    const before = await settledCatalog();
    const keptBefore = before.entries.find((e) => e.admin._id === kept.id)!;

    expect((await edit(t.app, changed.productId, { name: 'Changed Balm II' })).statusCode).toBe(200);
    // The admin's own write shows on the next read, with no wait for a whole reload.
    const after = await t.app.catalog.get();
    expect(after.byProductId.get(changed.productId)).toMatchObject({ name: 'Changed Balm II' });
    expect(after.entries.find((e) => e.admin._id === kept.id)).toBe(keptBefore);
    expect(after.products.map((p) => p.productId)).toEqual(before.products.map((p) => p.productId));

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/admin/products/${changed.productId}`,
      headers: admin.auth,
    });
    expect(gone.statusCode).toBe(200);
    const last = await t.app.catalog.get();
    expect(last.byProductId.has(changed.productId)).toBe(false);
    expect(last.entries.find((e) => e.admin._id === kept.id)).toBe(keptBefore);
  });
});

describe('catalogue ETags', () => {
  it('name the answer, so a change to another product leaves a phone’s copy good (304)', async () => {
    const watched = await createProduct(t.db, { name: 'Watched Balm' });
    const other = await createProduct(t.db, { name: 'Other Balm' });
    const first = await t.app.inject({ url: `/api/product/products/${watched.productId}` });
    expect((await edit(t.app, other.productId, { name: 'Other Balm II' })).statusCode).toBe(200);
    const again = await t.app.inject({
      url: `/api/product/products/${watched.productId}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await edit(t.app, watched.productId, { name: 'Watched Balm II' })).statusCode).toBe(200);
    const changed = await t.app.inject({
      url: `/api/product/products/${watched.productId}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.name).toBe('Watched Balm II');
  });
});

const onPostgres = t.engine === 'postgres';

describe.runIf(onPostgres)('catalogue changes across processes on one PostgreSQL', () => {
  // Two shops on one database, as two `npm start`s would be.
  let source: Awaited<ReturnType<typeof freshTestDatabase>>;
  const handles: DatabaseHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let writer: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    source = await freshTestDatabase();
    const open = async () => {
      const handle = await source.open();
      handles.push(handle);
      const app = await buildApp({ config: testConfig(), db: handle.db });
      await app.ready();
      return app;
    };
    [a, b] = await Promise.all([open(), open()]);
    writer = await createUser(handles[0]!.db, { role: 'admin' });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all(handles.map((h) => h.close()));
    await source.drop();
  });

  const seenWithin = async (code: string, name: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if ((await b.catalog.get()).byProductId.get(code)?.name === name) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };
  const editOn = async (code: string, name: string) => {
    const form = await formBody({ name });
    const res = await a.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${code}`,
      headers: { ...writer.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
  };

  it('shows an edit made through one in the other within a second (NOTIFY)', async () => {
    const product = await createProduct(handles[0]!.db, { name: 'Shared Balm' });
    expect(await seenWithin(product.productId, 'Shared Balm', 2000)).toBe(true);
    await editOn(product.productId, 'Shared Balm II');
    expect(await seenWithin(product.productId, 'Shared Balm II', 1000)).toBe(true);
  });

  it('still shows it within two seconds while the listening connection is down (polling)', async () => {
    const product = await createProduct(handles[0]!.db, { name: 'Polled Balm' });
    expect(await seenWithin(product.productId, 'Polled Balm', 2000)).toBe(true);
    // Cut every listening connection; they reconnect a second later, and polling covers the gap.
    const server = new pg.Client({ connectionString: source.url });
    await server.connect();
    await server.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'shop-catalog-listener' and datname = current_database()`,
    );
    await server.end();
    await editOn(product.productId, 'Polled Balm II');
    expect(await seenWithin(product.productId, 'Polled Balm II', 2000)).toBe(true);
    // And after it reconnected, a NOTIFY is heard again.
    await new Promise((r) => setTimeout(r, 1500));
    await editOn(product.productId, 'Polled Balm III');
    expect(await seenWithin(product.productId, 'Polled Balm III', 2000)).toBe(true);
  });
});
