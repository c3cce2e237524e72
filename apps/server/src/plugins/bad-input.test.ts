import { sql, type SQL } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import type { Database } from '../db/client.ts';
import { createSession } from '../modules/auth/sessions.repository.ts';
import { signPaystackBody } from '../modules/payments/paystack-signature.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createProduct, createReview, createUser } from '../testing/factories.ts';
import { formBody, pngImage } from '../testing/form-body.ts';
import { startPaystackStandIn, STAND_IN_SECRET } from '../testing/paystack-stand-in.ts';

// Bad input gets a 4xx with a message, never a 500, and writes nothing: every route of the running
// app (so a route added later is covered without editing this file), as a visitor, a customer and
// an admin, with malformed ids, wrong types, oversized bodies, broken JSON, and text PostgreSQL
// cannot store (U+0000, lone surrogates) in every path parameter, query field, body field and
// multipart part.

const t = await buildTestApp();
const customer = await createUser(t.db);
const admin = await createUser(t.db, { role: 'admin' });
// Rows the routes' parameters point at; renewed between passes, as the first one may delete them.
// The bystander is the user promoted or looked up, so the roles keep their own rights.
const bystander = await createUser(t.db);
const sample = { product: await createProduct(t.db), review: { id: '' } };
async function renewSamples() {
  sample.product = await createProduct(t.db);
  sample.review = await createReview(t.db, sample.product.id);
}
await renewSamples();
const users = { customer: customer.user.id, admin: admin.user.id };
const roles: Record<string, Record<string, string>> = {
  visitor: {},
  customer: customer.auth,
  admin: admin.auth,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string; route: RouteOptions };

const routes: Route[] = t.routes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ method: method as Method, url: route.url, route })),
);

/** A value each parameter name takes in a request that reaches its route with real rows. */
function sampleParam(name: string, before: string): string {
  if (name === 'filename') return 'sample.webp';
  if (name === 'productId' || before === 'products') return sample.product.productId;
  if (name === 'userId' || before === 'make-admin') return bystander.user.id;
  if (before === 'review') return sample.review.id;
  return '00000000-0000-0000-0000-000000000000';
}

/** The route's path with `:name` parameters replaced: by `value` when given, else a sample. */
function pathOf(url: string, value?: (name: string) => string): string {
  const segments = url.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return encodeURIComponent(value ? value(name) : sampleParam(name, segments[i - 1] ?? ''));
    })
    .join('/');
}

const paramsOf = (url: string) => url.split('/').flatMap((s) => (s.startsWith(':') ? [s.slice(1)] : []));

/** Field names of a route's zod object schema (body or querystring), or none. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as { body?: unknown; querystring?: unknown };

/** A route answer that means the test built a path no route has. */
const noSuchEndpoint = (res: { statusCode: number; body: string }) =>
  res.statusCode === 404 && res.body.includes('No such endpoint');

const multipart = (fields: Record<string, string>, filename = 'photo.png') => {
  const boundary = 'glowboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\n` +
    'Content-Type: image/png\r\n\r\nnot really a png\r\n';
  return {
    payload: `${parts.join('')}${file}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = async <T>(query: SQL, db: Database = t.db) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table's rows, hashed: equal before and after means nothing was written. */
async function fingerprint(db: Database = t.db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    db,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hash: string }>(
      sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${sql.identifier(name)} r`,
      db,
    );
    result[name] = row!.hash;
  }
  return result;
}

const DIRTY = ['nul\u0000here', 'lone\uD800surrogate', 'low\uDC00first'];

/** Requests carrying unstorable text, each with the same request minus that text. */
function dirtyRequests({ method, url, route }: Route) {
  const out: { label: string; dirty: Request; clean: Request }[] = [];
  const clean = (s: string) => s.replaceAll('\u0000', '').replace(/[\uD800-\uDFFF]/g, '');
  for (const text of DIRTY) {
    // A URL carries UTF-8 only (percent-encoded), so of these only NUL (%00) can reach a route.
    const inUrl = !/[\uD800-\uDFFF]/.test(text);
    for (const name of inUrl ? paramsOf(url) : []) {
      const at = (v: string) => (n: string) => (n === name ? v : sampleParam(n, ''));
      out.push({
        label: `param ${name}`,
        dirty: { method, url: pathOf(url, at(text)) },
        clean: { method, url: pathOf(url, at(clean(text))) },
      });
    }
    for (const key of inUrl ? [...fieldsOf(schemaOf(route).querystring), 'q'] : []) {
      const query = (v: string) => `${pathOf(url)}?${key}=${encodeURIComponent(v)}`;
      out.push({
        label: `query ${key}`,
        dirty: { method, url: query(text) },
        clean: { method, url: query(clean(text)) },
      });
    }
    if (method === 'GET') continue;
    const fields = fieldsOf(schemaOf(route).body);
    for (const key of fields.length ? fields : ['name', 'username', 'address']) {
      out.push({
        label: `body ${key}`,
        dirty: { method, url: pathOf(url), payload: { [key]: text } },
        clean: { method, url: pathOf(url), payload: { [key]: clean(text) } },
      });
    }
    out.push(
      {
        label: 'nested body',
        dirty: { method, url: pathOf(url), payload: { items: [{ productId: text, quantity: 1 }] } },
        clean: { method, url: pathOf(url), payload: { items: [{ productId: 'x', quantity: 1 }] } },
      },
      {
        label: 'body key',
        dirty: { method, url: pathOf(url), payload: { [text]: 'x' } },
        clean: { method, url: pathOf(url), payload: { [clean(text)]: 'x' } },
      },
    );
    // Multipart text travels as UTF-8 bytes, where a lone surrogate cannot be written: NUL only.
    if (!inUrl) continue;
    out.push(
      {
        label: 'multipart field',
        dirty: { method, url: pathOf(url), ...multipart({ name: text }) },
        clean: { method, url: pathOf(url), ...multipart({ name: clean(text) }) },
      },
      {
        label: 'multipart field name',
        dirty: { method, url: pathOf(url), ...multipart({ [text]: 'x' }) },
        clean: { method, url: pathOf(url), ...multipart({ [clean(text)]: 'x' }) },
      },
      {
        label: 'multipart file name',
        dirty: { method, url: pathOf(url), ...multipart({}, `${text}.png`) },
        clean: { method, url: pathOf(url), ...multipart({}, `${clean(text)}.png`) },
      },
    );
  }
  return out;
}

type Request = { method: Method; url: string; payload?: string | object; headers?: Record<string, string> };

/** Sends as a role; a successful sign-out ends that role's session, so it gets a new one. */
async function send(request: Request, role: string) {
  const res = await t.app.inject({ ...request, headers: { ...request.headers, ...roles[role] } });
  const userId = users[role as keyof typeof users];
  if (userId && request.url.includes('/logout') && res.statusCode < 300) {
    const { token } = await createSession(t.db, userId, 1);
    roles[role] = { authorization: `Bearer ${token}` };
  }
  return res;
}

describe('bad input', () => {
  it('finds the app’s routes and reaches every one of them with a well-formed request', async () => {
    expect(routes.length).toBeGreaterThan(25);
    const unreached: string[] = [];
    for (const role of Object.keys(roles)) {
      for (const { method, url } of routes) {
        const res = await send(
          { method, url: pathOf(url), payload: method === 'GET' ? undefined : {} },
          role,
        );
        if (noSuchEndpoint(res)) unreached.push(`${method} ${pathOf(url)}`);
      }
    }
    expect(unreached).toEqual([]);
  });

  it('answers unstorable text anywhere with a 400 and a message, and writes nothing', async () => {
    // The same requests without the bad characters first: what they write is not the question,
    // and their answer says whether the role or the content type stops the request before its body.
    const casesNow = () =>
      routes.flatMap((route) =>
        Object.keys(roles).flatMap((role) => dirtyRequests(route).map((c) => ({ ...c, role, route }))),
      );
    const baselines: { status: number; message?: string }[] = [];
    for (const c of casesNow()) {
      const res = await send(c.clean, c.role);
      const message = res.statusCode >= 400 ? (res.json() as { message?: string }).message : undefined;
      baselines.push({ status: res.statusCode, message });
    }
    // Fresh rows, so a dirty request that slipped through would have something to delete.
    await renewSamples();
    const cases = casesNow();

    const before = await fingerprint();
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const res = await send(c.dirty, c.role);
      const where = `${c.role} ${c.route.method} ${c.route.url} ${c.label}`;
      if (noSuchEndpoint(res)) {
        failures.push(`${where}: no such endpoint (${c.dirty.url})`);
        continue;
      }
      const message = res.statusCode >= 400 ? (res.json() as { message?: string }).message : undefined;
      const ours = res.statusCode === 400 && message === messages.input.unreadableText;
      // A route closed to this role, or not taking this content type, may say so first; so may one
      // that refuses what its address lacks (a query's missing product, a link's unknown token)
      // before it reads a body: the clean request got the very same answer.
      const baseline = baselines[i]!;
      const refusedFirst =
        res.statusCode === baseline.status &&
        ([401, 403, 415].includes(baseline.status) ||
          ([400, 404].includes(baseline.status) && message === baseline.message));
      if (!ours && !(refusedFirst && message)) {
        failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('answers JSON that is not valid UTF-8 with a 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"username": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.input.unreadableText);
  });

  it('finds a NUL however deep in the JSON it sits', async () => {
    const depth = 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username": ${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.input.unreadableText);
  });

  it('still reads well-formed text outside the Basic Multilingual Plane', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ada😀', password: 'wrong password 😀' },
    });
    expect(res.statusCode).toBe(401);
  });

  const ids = [
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    "x'; drop table users;--",
    'é'.repeat(300),
  ];
  const bodies: unknown[] = [
    {},
    [],
    'plain text',
    42,
    { username: 5, password: ['x'], email: {}, productId: null, items: 'many', delivery: 7, status: 'sold' },
    { transactionId: 'ref_unknown', items: [{ productId: 1, quantity: -3 }], amount: -1 },
    { note: 'y'.repeat(200_000) },
  ];

  it('never gets a 5xx for malformed ids, wrong types or huge bodies, whoever sends it', async () => {
    const failures: string[] = [];
    for (const role of Object.keys(roles)) {
      for (const { method, url, route } of routes) {
        for (const id of ids) {
          const query = [...fieldsOf(schemaOf(route).querystring), 'limit', 'offset']
            .map((key) => `${key}=${encodeURIComponent(key === 'offset' ? 'abc' : id)}`)
            .join('&');
          const path = `${pathOf(url, () => id)}?${query}`;
          for (const payload of method === 'GET' ? [undefined] : bodies) {
            const res = await send({ method, url: path, payload: payload as object }, role);
            if (res.statusCode >= 500)
              failures.push(
                `${method} ${path} ${JSON.stringify(payload)?.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            else if (res.statusCode >= 400 && !res.json().message)
              failures.push(`${method} ${path} → ${res.statusCode} without a message`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers broken JSON with a 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ada", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

// JSON that arrives as text inside something else: a multipart field, a signed webhook body. The
// text is plain ASCII, yet its escapes (\u0000, a lone \ud800) decode to the very characters the
// rule refuses. JSON.stringify writes these characters as such escapes.
const UNSTORABLE = ['\u0000', '\uD800', '\uDC00'];
const refusedAsUnreadable = (res: { statusCode: number; json: () => { message?: string } }) =>
  res.statusCode === 400 && res.json().message === messages.input.unreadableText;

describe('bad input in JSON inside a request', () => {
  let edited = sample.product;
  const crimson = JSON.stringify([{ value: '#dc143c', label: 'Crimson' }]);
  /**
   * The JSON fields of the product forms, each with `dirt` inside a string or a key: the add form
   * (POST) sends its colours and shade quantities as JSON, the edit form (PUT) its shade quantities
   * (its colours are plain text).
   */
  const jsonFields = (dirt: string) =>
    [
      [
        'POST',
        'arrayColors label',
        { arrayColors: JSON.stringify([{ value: '#dc143c', label: `Crim${dirt}son` }]) },
      ],
      ['POST', 'arrayColors value', { arrayColors: JSON.stringify([`#dc143c${dirt}`]) }],
      [
        'POST',
        'colorStock key',
        { arrayColors: crimson, colorStock: JSON.stringify({ [`#dc143c${dirt}`]: 3 }) },
      ],
      [
        'POST',
        'colorStock value',
        { arrayColors: crimson, colorStock: JSON.stringify({ '#dc143c': `3${dirt}` }) },
      ],
      [
        'PUT',
        'colorStock key',
        { arrayColors: '#dc143c', colorStock: JSON.stringify({ [`#dc143c${dirt}`]: 3 }) },
      ],
      [
        'PUT',
        'colorStock value',
        { arrayColors: '#dc143c', colorStock: JSON.stringify({ '#dc143c': `3${dirt}` }) },
      ],
    ] as const;
  // The admin's current session (the sweeps above sign out and in again) and a product to edit.
  const productForm = async (method: 'POST' | 'PUT', fields: Record<string, string>) => {
    const image = method === 'POST' ? await pngImage() : undefined;
    const body = await formBody(
      {
        name: 'Velvet Lip',
        fullname: 'Glow Naija Velvet Matte Lipstick',
        price: '6500',
        inStock: 'true',
        category: 'makeup',
        description: 'A soft matte lipstick.',
        ...fields,
      },
      image,
    );
    const url =
      method === 'POST' ? '/api/product/admin/products' : `/api/product/admin/products/${edited.id}`;
    return t.app.inject({ method, url, headers: { ...roles.admin, ...body.headers }, payload: body.payload });
  };

  it('answers unstorable text in the product forms’ JSON fields with a 400 and a message, and writes nothing', async () => {
    edited = await createProduct(t.db);
    // Clean, each form is saved: the fields reach the database when nothing is wrong with them.
    const unsaved: string[] = [];
    for (const [method, label, fields] of jsonFields('')) {
      const res = await productForm(method, fields);
      if (res.statusCode >= 300) unsaved.push(`${method} ${label} → ${res.body}`);
    }
    expect(unsaved).toEqual([]);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const text of UNSTORABLE) {
      for (const [method, label, fields] of jsonFields(text)) {
        expect(Object.values(fields).join('')).toMatch(/^[\x20-\x7e]*$/);
        const res = await productForm(method, fields);
        if (!refusedAsUnreadable(res))
          failures.push(`${method} ${label} ${text} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  describe('a validly signed Paystack webhook', async () => {
    const standIn = await startPaystackStandIn();
    const shop = await buildTestApp(standIn.config());
    const signed = (payload: string | Buffer) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(payload, STAND_IN_SECRET),
        },
      });
    const event = (reference: string) =>
      JSON.stringify({ event: 'charge.failed', data: { reference, gateway_response: 'Declined' } });

    it('is read and recorded when its text is clean', async () => {
      const before = await fingerprint(shop.db);
      expect((await signed(event('ref-0-clean'))).statusCode).toBe(200);
      expect(await fingerprint(shop.db)).not.toEqual(before);
    });

    it('answers unstorable text in its JSON, or bytes that are not UTF-8, with a 400 and a message, and records nothing', async () => {
      const before = await fingerprint(shop.db);
      const bodies = [
        ...UNSTORABLE.map((dirt) => event(`ref-0${dirt}`)),
        ...UNSTORABLE.map((dirt) =>
          JSON.stringify({ event: 'charge.failed', data: { [`ref${dirt}`]: 'ref-0' } }),
        ),
        // Broken bytes would otherwise be read as U+FFFD, silently.
        Buffer.concat([
          Buffer.from('{"event":"charge.failed","data":{"reference":"ref-0-'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"}}'),
        ]),
      ];
      for (const body of bodies) {
        const res = await signed(body);
        expect({ body: String(body), status: res.statusCode, message: res.json().message }).toEqual({
          body: String(body),
          status: 400,
          message: messages.input.unreadableText,
        });
      }
      expect(await fingerprint(shop.db)).toEqual(before);
    });

    it('answers a 100,000-deep array with a 400 and a message, not a 500', async () => {
      const before = await fingerprint(shop.db);
      const depth = 100_000;
      const res = await signed(`{"event":"charge.failed","data":${'['.repeat(depth)}1${']'.repeat(depth)}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/nested more than \d+ levels/);
      expect(await fingerprint(shop.db)).toEqual(before);
    });
  });
});
