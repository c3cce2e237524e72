import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();

type Headers = Record<string, string>;
const home = { address: '12 Airport Road', state: 'Edo', city: 'Oredo', phoneNumber: '0803 123 4567' };
const work = { address: '3 Allen Avenue', state: 'lagos', city: 'ikeja', phoneNumber: '08091234567' };

const list = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/auth/addresses', headers })).json().addresses as {
    _id: string;
    address: string;
    default: boolean;
  }[];
const add = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/addresses', headers, payload });
const change = (headers: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/addresses/${id}`, headers, payload });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/addresses/${id}`, headers });

describe('address book', () => {
  it('saves an address as the checkout checks it, the first one as the default', async () => {
    const { auth } = await createUser(t.db);
    const res = await add(auth, work);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Address saved',
      address: { address: '3 Allen Avenue', state: 'Lagos', city: 'Ikeja', default: true },
    });
    expect(await list(auth)).toHaveLength(1);
  });

  it('keeps one default: a new default takes the flag from the old one', async () => {
    const { auth } = await createUser(t.db);
    const first = (await add(auth, home)).json().address;
    const second = (await add(auth, { ...work, default: true })).json().address;
    const book = await list(auth);
    expect(book.map((a) => [a._id, a.default])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    expect((await change(auth, first._id, { ...home, default: true })).statusCode).toBe(200);
    expect((await list(auth)).filter((a) => a.default).map((a) => a._id)).toEqual([first._id]);
  });

  it('hands the default to the newest address left when the default is deleted', async () => {
    const { auth } = await createUser(t.db);
    const first = (await add(auth, home)).json().address;
    const second = (await add(auth, work)).json().address;
    expect((await remove(auth, first._id)).json()).toEqual({ message: 'Address deleted' });
    expect(await list(auth)).toMatchObject([{ _id: second._id, default: true }]);
  });

  it('edits an address, keeping its default flag when none is sent', async () => {
    const { auth } = await createUser(t.db);
    const first = (await add(auth, home)).json().address;
    const res = await change(auth, first._id, { ...home, address: '14 Airport Road' });
    expect(res.json()).toMatchObject({
      message: 'Address updated',
      address: { address: '14 Airport Road', default: true },
    });
  });

  it('refuses a wrong address with the checkout’s message and saves nothing', async () => {
    const { user, auth } = await createUser(t.db);
    const wrongLga = await add(auth, { ...home, city: 'Ikeja' });
    expect(wrongLga.statusCode).toBe(400);
    expect(wrongLga.json()).toMatchObject({
      message: 'Please select an LGA of the chosen state',
      field: 'city',
    });
    const badPhone = await add(auth, { ...home, phoneNumber: '12345' });
    expect(badPhone.json()).toMatchObject({ message: 'Please enter a valid Nigerian phone number' });
    const noAddress = await add(auth, { ...home, address: '  ' });
    expect(noAddress.json()).toMatchObject({ message: 'Please enter your delivery address' });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
  });

  it('refuses an eleventh address', async () => {
    const { auth } = await createUser(t.db);
    for (let i = 0; i < 10; i++)
      expect((await add(auth, { ...home, address: `${i} Airport Road` })).statusCode).toBe(201);
    const full = await add(auth, home);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('You can keep up to 10 addresses. Please delete one first.');
    expect(await list(auth)).toHaveLength(10);
  });

  it('answers 404 for another customer’s address and changes nothing of it', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const theirs = (await add(owner.auth, home)).json().address;
    expect(await list(other.auth)).toEqual([]);
    const edit = await change(other.auth, theirs._id, { ...work, default: true });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Address not found');
    expect((await remove(other.auth, theirs._id)).statusCode).toBe(404);
    expect((await remove(other.auth, 'not-an-id')).statusCode).toBe(404);
    expect(await list(owner.auth)).toMatchObject([{ _id: theirs._id, address: home.address, default: true }]);
  });

  it('keeps one default when two defaults are saved at once', async () => {
    const { user, auth } = await createUser(t.db);
    await add(auth, home);
    const results = await Promise.all([
      add(auth, { ...work, default: true }),
      add(auth, { ...home, default: true }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/auth/addresses' })).statusCode).toBe(401);
    expect((await add({}, home)).statusCode).toBe(401);
  });
});
