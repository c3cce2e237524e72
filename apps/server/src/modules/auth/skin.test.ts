import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// The account keeps the shopper's own skin (decision 58).

const t = await buildTestApp();

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/skin', headers, payload: payload as object });
const read = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/skin', headers })).json();

describe("the account's own skin (/api/auth/skin)", () => {
  it('starts unknown, keeps what she saves (concerns in the shop’s order) and clears it', async () => {
    const { auth } = await createUser(t.db);
    expect(await read(auth)).toEqual({ skinType: null, concerns: [] });
    const saved = await put(auth, { skinType: 'oily', concerns: ['dullness', 'acne', 'acne'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ skinType: 'oily', concerns: ['acne', 'dullness'] });
    expect(await read(auth)).toEqual({ skinType: 'oily', concerns: ['acne', 'dullness'] });
    await put(auth, { skinType: null, concerns: [] });
    expect(await read(auth)).toEqual({ skinType: null, concerns: [] });
  });

  it("keeps each shopper's own: one account's save changes no other", async () => {
    const ada = await createUser(t.db);
    const bisi = await createUser(t.db);
    await put(ada.auth, { skinType: 'dry', concerns: ['ageing'] });
    expect(await read(bisi.auth)).toEqual({ skinType: null, concerns: [] });
  });

  it('refuses an unknown value with a 400 and changes nothing; signed out is 401', async () => {
    const { auth } = await createUser(t.db);
    await put(auth, { skinType: 'normal', concerns: ['acne'] });
    const bad = await put(auth, { skinType: 'greasy', concerns: ['acne'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('skinType must be one of');
    const badConcern = await put(auth, { skinType: 'dry', concerns: ['wrinkles'] });
    expect(badConcern.statusCode).toBe(400);
    expect(await read(auth)).toEqual({ skinType: 'normal', concerns: ['acne'] });
    expect((await t.app.inject({ url: '/api/auth/skin' })).statusCode).toBe(401);
    expect((await put({}, { skinType: 'dry', concerns: [] })).statusCode).toBe(401);
  });
});
