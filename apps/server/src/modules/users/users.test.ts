import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const promote = (id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/make-admin/${id}`, headers: admin.auth, payload: {} });

describe('users for the admin', () => {
  it('lists every user with the count, without secrets', async () => {
    const customer = await createUser(t.db);
    const res = await t.app.inject({ url: '/api/auth/users/count', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; users: Record<string, string>[] }>();
    expect(body.count).toBe(body.users.length);
    expect(body.users).toContainEqual({
      _id: customer.user.id,
      username: customer.user.username,
      email: customer.user.email,
      role: 'user',
    });
    for (const user of body.users)
      expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'role', 'username']);
  });

  it('promotes a user to admin, who can then use the admin API', async () => {
    const customer = await createUser(t.db);
    const res = await promote(customer.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User has been made an admin successfully');
    const asNewAdmin = await t.app.inject({ url: '/api/auth/users/count', headers: customer.auth });
    expect(asNewAdmin.statusCode).toBe(200);
  });

  it('refuses to promote an admin again, or another staff role', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const res = await promote(other.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user is already an admin');
    const manager = await createUser(t.db, { role: 'manager' });
    expect((await promote(manager.user.id)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    for (const id of [randomUUID(), 'nobody']) {
      const res = await promote(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    }
  });
});
