import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AdminDeliveryOption, DeliveryOffer } from '@shop/shared/delivery/delivery-options';
import { orders } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { buildTestApp, freshTestDatabase, testConfig } from '../../testing/build-test-app.ts';
import { checkoutBody, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

const offers = async (state: string, city = '') => {
  const res = await t.app.inject({ url: `/api/delivery-options?${new URLSearchParams({ state, city })}` });
  expect(res.statusCode).toBe(200);
  return res.json<DeliveryOffer[]>();
};
const idsFor = async (state: string, city = '') => (await offers(state, city)).map((o) => o.id);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const create = async (payload: object) => {
  const res = await send('POST', '/api/admin/delivery-options', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ option: AdminDeliveryOption }>().option;
};

describe('delivery options', () => {
  it('a new shop offers the product description’s three as before: GUO and GIG everywhere, Within Benin in Benin City only', async () => {
    expect(await offers('Edo', 'Oredo')).toEqual([
      { id: 'GUO', label: 'GUO', price: 4000, eta: '2–4 working days' },
      { id: 'GIG', label: 'GIG', price: 7000, eta: '1–3 working days' },
      { id: 'BENIN', label: 'Within Benin (BENIN)', price: 2500, eta: 'Same or next day' },
    ]);
    expect(await idsFor('edo', 'ikpoba-okha')).toEqual(['GUO', 'GIG', 'BENIN']);
    expect(await idsFor('Edo', 'Esan West')).toEqual(['GUO', 'GIG']);
    expect(await idsFor('Lagos', 'Ikeja')).toEqual(['GUO', 'GIG']);
    expect(await idsFor('Atlantis')).toEqual([]);
  });

  it('an option the admin offers in Lagos only is offered for a Lagos address and not for Abuja (FCT)', async () => {
    const lagos = await create({
      label: 'Lagos same day',
      price: 1500,
      eta: 'Same day',
      area: 'states',
      states: ['lagos'],
    });
    expect(lagos).toMatchObject({
      label: 'Lagos same day',
      price: 1500,
      area: 'states',
      states: ['Lagos'],
      lgas: [],
    });
    expect(lagos.id).toMatch(/^LAGOSSAM-[0-9A-F]{4}$/);
    expect(await idsFor('Lagos', 'Ikeja')).toEqual(['GUO', 'GIG', lagos.id]);
    expect(await idsFor('FCT', 'Abuja Municipal')).toEqual(['GUO', 'GIG']);
    expect(await idsFor('Abuja')).toEqual(['GUO', 'GIG']);
  });

  it('the checkout takes an offered option at its price and refuses one the address is not offered (400, nothing written)', async () => {
    const lagos = await create({
      label: 'Island rider',
      price: 1000,
      area: 'lgas',
      states: ['Lagos'],
      lgas: ['eti osa'],
    });
    const { body } = await checkoutBody(t);
    const etiOsa = { ...guestDelivery, state: 'Lagos', city: 'Eti-Osa' };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      payload: { ...body, delivery: etiOsa, transportOption: lagos.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ transportCost: 1000, amount: 2 * 4500.5 + 1000 });

    const abuja = { ...guestDelivery, state: 'FCT', city: 'Abuja Municipal' };
    const ordersNow = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;
    const before = await ordersNow();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      payload: { ...body, delivery: abuja, transportOption: lagos.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This delivery option does not reach your address. Please choose another.',
    });
    const benin = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      payload: { ...body, delivery: abuja, transportOption: 'BENIN' },
    });
    expect(benin.statusCode).toBe(400);
    expect(benin.json<{ message: string }>().message).toMatch(
      /^Within Benin delivery is only for addresses in Benin City/,
    );
    expect(await ordersNow()).toBe(before);
  });

  it('an admin edits, pauses and deletes an option, and the checkout follows at once', async () => {
    const option = await create({ label: 'Kano express', price: 3000, area: 'states', states: ['Kano'] });
    const changed = await send('PUT', `/api/admin/delivery-options/${option.id}`, {
      label: 'Kano express',
      price: 3500,
      eta: '1 day',
      area: 'everywhere',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await offers('Oyo')).find((o) => o.id === option.id)).toEqual({
      id: option.id,
      label: 'Kano express',
      price: 3500,
      eta: '1 day',
    });
    await send('PUT', `/api/admin/delivery-options/${option.id}`, {
      label: 'Kano express',
      price: 3500,
      area: 'everywhere',
      active: false,
    });
    expect(await idsFor('Oyo')).not.toContain(option.id);
    const listed = await t.app.inject({ url: '/api/admin/delivery-options', headers: admin.auth });
    expect(
      listed.json<{ options: AdminDeliveryOption[] }>().options.find((o) => o.id === option.id),
    ).toMatchObject({
      active: false,
    });
    expect((await send('DELETE', `/api/admin/delivery-options/${option.id}`)).statusCode).toBe(200);
    const again = await send('DELETE', `/api/admin/delivery-options/${option.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Delivery option not found' });
  });

  it('refuses places that are not Nigeria’s, naming them, and writes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/admin/delivery-options', headers: admin.auth })).json<{
      options: unknown[];
    }>().options.length;
    const cases: [object, string][] = [
      [{ label: 'X', price: 100, area: 'states', states: ['Lagos', 'Wakanda'] }, 'Unknown state: Wakanda'],
      [{ label: 'X', price: 100, area: 'states', states: [] }, 'Choose at least one state'],
      [
        { label: 'X', price: 100, area: 'lgas', states: ['Edo'], lgas: ['Ikeja'] },
        'Ikeja is not an LGA of Edo',
      ],
      [
        { label: 'X', price: 100, area: 'lgas', states: ['Edo', 'Lagos'], lgas: ['Oredo'] },
        'Choose the one state whose LGAs this option reaches',
      ],
      [{ label: 'X', price: 100, area: 'lgas', states: ['Edo'], lgas: [] }, 'Choose at least one LGA'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/admin/delivery-options', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    for (const payload of [
      { label: '', price: 100, area: 'everywhere' },
      { label: 'X', price: -1, area: 'everywhere' },
      { label: 'X', price: 10.5, area: 'everywhere' },
      { label: 'X', price: 100, area: 'moon' },
      { label: 'X', price: 100, area: 'everywhere', colour: 'red' },
    ]) {
      expect((await send('POST', '/api/admin/delivery-options', payload)).statusCode).toBe(400);
    }
    const after = (await t.app.inject({ url: '/api/admin/delivery-options', headers: admin.auth })).json<{
      options: unknown[];
    }>().options.length;
    expect(after).toBe(before);
    const missing = await send('PUT', '/api/admin/delivery-options/NOPE', {
      label: 'X',
      price: 1,
      area: 'everywhere',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('only an admin reads or changes the options', async () => {
    expect((await t.app.inject({ url: '/api/admin/delivery-options' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/delivery-options', headers: customer.auth })).statusCode,
    ).toBe(403);
    const payload = { label: 'Sneaky', price: 0, area: 'everywhere' };
    expect((await send('POST', '/api/admin/delivery-options', payload, customer.auth)).statusCode).toBe(403);
    expect(
      (await send('DELETE', '/api/admin/delivery-options/GUO', undefined, customer.auth)).statusCode,
    ).toBe(403);
    expect(await idsFor('Lagos')).toContain('GUO');
  });
});

describe('delivery options in a second process', async () => {
  const source = await freshTestDatabase();
  afterAll(() => source.drop());
  it.skipIf(!source.url)(
    'a checkout in another process offers an option once the change’s notice arrives (each process keeps the options)',
    async () => {
      // Two shops on one database, as two processes of `WEB_CONCURRENCY=2`.
      const first = await source.open();
      const second = await source.open();
      const appA = await buildApp({ config: testConfig(), db: first.db });
      const appB = await buildApp({ config: testConfig(), db: second.db });
      onTestFinished(async () => {
        await appA.close();
        await appB.close();
        await first.close();
        await second.close();
      });
      const boss = await createUser(first.db, { role: 'admin' });
      const offeredByB = async () => {
        const res = await appB.inject({ url: '/api/delivery-options?state=Kano&city=' });
        expect(res.statusCode).toBe(200);
        return res.json<DeliveryOffer[]>().map((o) => o.label);
      };
      // Process B reads the options, twice, so it keeps them once its notices can reach it.
      expect(await offeredByB()).not.toContain('Kano express');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await offeredByB()).not.toContain('Kano express');
      const res = await appA.inject({
        method: 'POST',
        url: '/api/admin/delivery-options',
        headers: boss.auth,
        payload: { label: 'Kano express', price: 3000, area: 'states', states: ['Kano'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      await vi.waitFor(async () => expect(await offeredByB()).toContain('Kano express'), {
        timeout: 5000,
        interval: 50,
      });
    },
  );
});
