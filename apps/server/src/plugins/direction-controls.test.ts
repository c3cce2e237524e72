import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, deliveryOptions, products, users } from '../db/schema/index.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';
import { formBody, pngImage } from '../testing/form-body.ts';

// A right-to-left override (U+202E) or another direction control makes a name, an address, a label
// or a setting read differently from what the shop stores: refused at the edge, as reviews refuse it.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);
const MESSAGE =
  'The text contains hidden direction characters (such as a right-to-left override) that make it read differently from what it says. Please remove them and try again.';
const CONTROLS = ['\u202E', '\u202A', '\u202D', '\u2066', '\u2069'];
const rows = async (table: typeof users | typeof addresses | typeof deliveryOptions | typeof products) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('direction controls in what staff and shoppers write', () => {
  it('refuses them in a sign-up name, an address, a delivery option label and a product form, and writes nothing', async () => {
    const before = await Promise.all([rows(users), rows(addresses), rows(deliveryOptions), rows(products)]);
    for (const control of CONTROLS) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: `Ada${control}`,
          last_name: 'Obi',
          email: `ada${CONTROLS.indexOf(control)}@example.ng`,
          username: `ada${CONTROLS.indexOf(control)}`,
          password: 'a-long-password',
        },
      });
      const address = await t.app.inject({
        method: 'POST',
        url: '/api/auth/addresses',
        headers: customer.auth,
        payload: {
          address: `12 Airport ${control}Road`,
          state: 'Edo',
          city: 'Oredo',
          phoneNumber: '08031234567',
        },
      });
      const option = await t.app.inject({
        method: 'POST',
        url: '/api/admin/delivery-options',
        headers: admin.auth,
        payload: { label: `Lagos${control} Rider`, price: 1500, area: 'everywhere' },
      });
      const form = await formBody(
        {
          name: `Velvet ${control}Lip`,
          fullname: 'Glow Naija Velvet Matte Lipstick',
          price: '6500',
          inStock: 'true',
          category: 'makeup',
          description: 'A soft matte lipstick.',
        },
        await pngImage(),
      );
      const product = await t.app.inject({
        method: 'POST',
        url: '/api/product/admin/products',
        headers: { ...admin.auth, ...form.headers },
        payload: form.payload,
      });
      for (const [what, res] of [
        ['sign-up', signUp],
        ['address', address],
        ['delivery option', option],
        ['product form', product],
      ] as const) {
        expect(res.statusCode, `${what} ${escape(control)}: ${res.body}`).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(MESSAGE);
      }
    }
    expect(await Promise.all([rows(users), rows(addresses), rows(deliveryOptions), rows(products)])).toEqual(
      before,
    );
  });

  it('still takes text in right-to-left scripts, and never judges a password by it', async () => {
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: customer.auth,
      payload: { address: 'شارع ١٢، Kano', state: 'Kano', city: 'Fagge', phoneNumber: '08031234567' },
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: customer.user.username, password: 'wrong\u202Epassword' },
    });
    expect(signIn.json<{ message: string }>().message).not.toBe(MESSAGE);
  });
});
