import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// PUT /api/auth/users/:id/role (decision 0036): the owner or an admin gives a person a role; nobody
// changes the owner's or their own, nobody is made owner, only the shop's roles.

const t = await buildTestApp();
const owner = await createUser(t.db, { role: 'owner' });
const admin = await createUser(t.db, { role: 'admin' });

const setRole = (id: string, role: unknown, auth: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/users/${id}/role`, headers: auth, payload: { role } });

const roleInList = async (id: string) => {
  const res = await t.app.inject({ url: '/api/auth/users/count', headers: owner.auth });
  return (res.json().users as { _id: string; role: string }[]).find((u) => u._id === id)?.role;
};

describe('changing a person’s role', () => {
  it('lets the owner make a customer fulfilment staff, who then works with that role', async () => {
    const person = await createUser(t.db);
    const res = await setRole(person.user.id, 'fulfilment', owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${person.user.username} is now Fulfilment`);
    expect(res.json().user).toMatchObject({ _id: person.user.id, role: 'fulfilment' });
    expect(await roleInList(person.user.id)).toBe('fulfilment');
    // The same session: orders now, products never.
    expect((await t.app.inject({ url: '/api/order/orders', headers: person.auth })).statusCode).toBe(200);
    const products = await t.app.inject({ url: '/api/product/admin/products', headers: person.auth });
    expect(products.statusCode).toBe(403);
    expect(products.json().message).toBe('Your role (Fulfilment) does not allow that');
  });

  it('lets an admin change another admin, and turn staff back into a customer', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    expect((await setRole(other.user.id, 'support', admin.auth)).statusCode).toBe(200);
    expect((await setRole(other.user.id, 'user', admin.auth)).statusCode).toBe(200);
    expect(await roleInList(other.user.id)).toBe('user');
  });

  it("refuses to change the owner's role, even for an admin", async () => {
    const res = await setRole(owner.user.id, 'user', admin.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("The owner's role cannot be changed");
    expect(await roleInList(owner.user.id)).toBe('owner');
  });

  it('refuses to change one’s own role', async () => {
    const res = await setRole(admin.user.id, 'manager', admin.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot change your own role');
    expect(await roleInList(admin.user.id)).toBe('admin');
  });

  it('makes nobody the owner', async () => {
    const person = await createUser(t.db);
    const res = await setRole(person.user.id, 'owner', owner.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nobody can be made the owner');
    expect(await roleInList(person.user.id)).toBe('user');
  });

  it('answers 400 for a role the shop does not have, or none, and writes nothing', async () => {
    const person = await createUser(t.db);
    for (const role of ['editor', '', 42, null]) {
      const res = await setRole(person.user.id, role, owner.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/role/i);
    }
    expect(await roleInList(person.user.id)).toBe('user');
  });

  it('answers 404 for someone who does not exist', async () => {
    for (const id of [randomUUID(), 'nobody']) {
      const res = await setRole(id, 'support', owner.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    }
  });

  it('is refused to a manager, and to a customer, with the reason', async () => {
    const person = await createUser(t.db);
    for (const role of ['manager', 'user'] as const) {
      const caller = await createUser(t.db, { role });
      const res = await setRole(person.user.id, 'support', caller.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the owner or an admin can change roles');
    }
  });

  it('keeps the product description’s promotion: make-admin still makes an admin', async () => {
    const person = await createUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/make-admin/${person.user.id}`,
      headers: owner.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await roleInList(person.user.id)).toBe('admin');
  });
});
