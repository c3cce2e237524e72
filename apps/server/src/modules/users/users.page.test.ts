import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
// Created on different days so "newest first" has one answer.
const zainab: Awaited<ReturnType<typeof createUser>>[] = [];
for (let i = 0; i < 5; i++)
  zainab.push(
    await createUser(t.db, {
      username: `zainab_${i}`,
      email: `z${i}@mail.ng`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }),
  );
await createUser(t.db, {
  username: 'tunde',
  email: 'tunde_zainab@mail.ng',
  createdAt: new Date(Date.UTC(2025, 0, 1)),
});
await createUser(t.db, { username: 'percent%', email: 'p@mail.ng' });

type Page = { count: number; total?: number; users: { username: string; email: string }[] };
const get = async (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/auth/users/count${query}`, headers });

describe('users tab: pages and search on the server', () => {
  it('answers as before without paging parameters: every user and the count, no total', async () => {
    const body = (await get('')).json<Page>();
    expect(body.users).toHaveLength(8);
    expect(body.count).toBe(8);
    expect(body).not.toHaveProperty('total');
  });

  it('pages newest first, with every account counted and the total of the matches', async () => {
    const first = (await get('?q=ZAINAB&limit=2')).json<Page>();
    // The five zainab_ accounts and tunde, whose e-mail holds "zainab".
    expect(first.total).toBe(6);
    expect(first.count).toBe(8);
    expect(first.users.map((u) => u.username)).toEqual(['zainab_4', 'zainab_3']);
    const third = (await get('?q=zainab&limit=2&offset=4')).json<Page>();
    expect(third.users.map((u) => u.username)).toEqual(['zainab_0', 'tunde']);
    const past = (await get('?q=zainab&limit=2&offset=40')).json<Page>();
    expect(past).toMatchObject({ users: [], total: 6 });
  });

  it('takes % and _ literally', async () => {
    const body = (await get(`?q=${encodeURIComponent('%')}`)).json<Page>();
    expect(body.users.map((u) => u.username)).toEqual(['percent%']);
    // zainab_0 to zainab_4, tunde_zainab@… and the admin's user_…, not "percent%".
    expect((await get('?q=_&limit=100')).json<Page>().total).toBe(7);
  });

  it('refuses bad paging values with 400 and a message', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', `?q=${'a'.repeat(201)}`]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only', async () => {
    expect((await get('?q=zainab', zainab[0]!.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/users/count?q=zainab' })).statusCode).toBe(401);
  });
});
