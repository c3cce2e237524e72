import { describe, expect, it } from 'vitest';
import type { Discount, DiscountListResponse } from '@shop/shared/discounts/discount-schemas';
import { messages } from '@shop/shared/messages';
import { discounts } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin', username: 'discount_admin' });
const customer = await createUser(t.db);

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  headers: Record<string, string> = admin.auth,
) => t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
const create = (body: object, headers: Record<string, string> = admin.auth) =>
  send('POST', '/api/admin/discounts', body, headers);
const list = async () =>
  (await t.app.inject({ url: '/api/admin/discounts', headers: admin.auth })).json<DiscountListResponse>()
    .discounts;
const rowCount = async () => (await t.db.select().from(discounts)).length;

describe('admin discount codes', () => {
  it('only an admin lists, creates, changes or deletes codes', async () => {
    expect((await t.app.inject({ url: '/api/admin/discounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/discounts', headers: customer.auth })).statusCode).toBe(
      403,
    );
    expect((await create({ code: 'SNEAKY', type: 'percent', value: 50 }, customer.auth)).statusCode).toBe(
      403,
    );
    expect((await create({ code: 'SNEAKY', type: 'percent', value: 50 }, {})).statusCode).toBe(401);
    expect(await rowCount()).toBe(0);
  });

  it('creates a percent code in any case, answered upper-case with no uses, in naira', async () => {
    const res = await create({
      code: ' glow10 ',
      type: 'percent',
      value: 10,
      minSubtotal: 5000,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:00:00+01:00',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      category: 'skincare',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ discount: Discount }>().discount).toEqual({
      id: expect.any(String),
      code: 'GLOW10',
      type: 'percent',
      value: 10,
      minSubtotal: 5000,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T22:00:00.000Z',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      category: 'skincare',
      productIds: [],
      paused: false,
      uses: 0,
      given: 0,
    });
    expect((await list()).map((d) => d.code)).toContain('GLOW10');
  });

  it('a naira code keeps its kobo; free delivery needs no value; chosen products are kept', async () => {
    const product = await createProduct(t.db);
    const fixed = await create({ code: 'NAIRA1500', type: 'fixed', value: 1500.5, productIds: [product.id] });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json<{ discount: Discount }>().discount).toMatchObject({
      value: 1500.5,
      minSubtotal: 0,
      productIds: [product.id],
      category: null,
    });
    const free = await create({ code: 'FREESHIP', type: 'free_delivery' });
    expect(free.json<{ discount: Discount }>().discount).toMatchObject({ type: 'free_delivery', value: 0 });
  });

  it('refuses a code already taken in another case (409), writing nothing', async () => {
    await create({ code: 'TAKEN5', type: 'percent', value: 5 });
    const before = await rowCount();
    const res = await create({ code: 'taken5', type: 'fixed', value: 500 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(messages.discounts.codeTaken('TAKEN5'));
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ code: 'BIG', type: 'percent', value: 101 }, messages.discounts.percentRange],
    [{ code: 'HALFPC', type: 'percent', value: 12.5 }, messages.discounts.percentRange],
    [{ code: 'NOVALUE', type: 'fixed' }, messages.discounts.fixedValue],
    [{ code: 'ZERO', type: 'fixed', value: 0 }, messages.discounts.fixedValue],
    [
      {
        code: 'BACKWARDS',
        type: 'percent',
        value: 5,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      },
      messages.discounts.endBeforeStart,
    ],
    [
      {
        code: 'BOTH',
        type: 'percent',
        value: 5,
        category: 'makeup',
        productIds: ['7d1f3c1e-8d1f-4c39-9a5e-111111111111'],
      },
      messages.discounts.scopeBoth,
    ],
    [
      {
        code: 'GHOSTS',
        type: 'percent',
        value: 5,
        productIds: ['7d1f3c1e-8d1f-4c39-9a5e-111111111111', 'nope'],
      },
      messages.discounts.unknownProducts(2),
    ],
    [{ code: 'no spaces', type: 'percent', value: 5 }, messages.discounts.codeFormat],
  ])('refuses %j with a 400 saying why, writing nothing', async (body, message) => {
    const before = await rowCount();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('an update keeps what is left out, pauses and resumes, and checks the merged code', async () => {
    const { discount } = (await create({ code: 'EDITME', type: 'percent', value: 15, maxUses: 5 })).json<{
      discount: Discount;
    }>();
    const url = `/api/admin/discounts/${discount.id}`;
    const paused = await send('PUT', url, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<{ discount: Discount }>().discount).toMatchObject({
      paused: true,
      value: 15,
      maxUses: 5,
    });
    const changed = await send('PUT', url, { code: 'edited', value: 20, maxUses: null, paused: false });
    expect(changed.json<{ discount: Discount }>().discount).toMatchObject({
      code: 'EDITED',
      value: 20,
      maxUses: null,
      paused: false,
    });
    const bad = await send('PUT', url, { value: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(messages.discounts.percentRange);
    expect((await list()).find((d) => d.id === discount.id)?.value).toBe(20);
    const clash = await send('PUT', url, { code: 'Taken5' });
    expect(clash.statusCode).toBe(409);
    expect((await send('PUT', '/api/admin/discounts/not-an-id', { paused: true })).statusCode).toBe(404);
  });

  it('deletes a code nobody used; its spelling is free again', async () => {
    const { discount } = (await create({ code: 'GONE', type: 'percent', value: 5 })).json<{
      discount: Discount;
    }>();
    const res = await send('DELETE', `/api/admin/discounts/${discount.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', message: messages.discounts.deleted });
    expect((await list()).some((d) => d.code === 'GONE')).toBe(false);
    expect((await send('DELETE', `/api/admin/discounts/${discount.id}`)).statusCode).toBe(404);
    expect((await create({ code: 'gone', type: 'percent', value: 5 })).statusCode).toBe(201);
  });
});
