import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { changedFields, recordChange } from './audit.service.ts';

const t = await buildTestApp();
const owner = await createUser(t.db, { role: 'admin', username: 'ngozi_owner' });
const packer = await createUser(t.db, { role: 'admin', username: 'tunde_packer' });
const customer = await createUser(t.db);

const read = async (query = '', headers: Record<string, string> = owner.auth) =>
  t.app.inject({ url: `/api/admin/audit${query}`, headers });
const page = async (query = '') => (await read(query)).json<AuditPageResponse>();
const countRows = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

describe('the audit log', () => {
  it('records a change with its actor snapshot, and answers it newest first', async () => {
    await t.db.transaction(async (tx) => {
      await recordChange(tx, {
        actor: owner.user,
        kind: 'product.updated',
        subject: { type: 'product', id: 'p-1' },
        summary: 'Edited Shea butter: price ₦4,000 → ₦4,500',
        before: { price: 4000 },
        after: { price: 4500 },
      });
      await recordChange(tx, {
        actor: packer.user,
        kind: 'order.status',
        subject: { type: 'order', id: 'o-1' },
        summary: 'Order GN-1 from processing to shipped',
        before: { status: 'processing' },
        after: { status: 'shipped' },
      });
    });
    const body = await page();
    expect(body.total).toBe(2);
    expect(body.entries.map((e) => e.kind)).toEqual(['order.status', 'product.updated']);
    expect(body.entries[1]).toMatchObject({
      actor: { id: owner.user.id, name: 'ngozi_owner', email: owner.user.email },
      subject: { type: 'product', id: 'p-1' },
      before: { price: 4000 },
      after: { price: 4500 },
    });
    expect(body.actors.map((a) => a.name)).toEqual(['ngozi_owner', 'tunde_packer']);
  });

  it('filters by person and by kind', async () => {
    const mine = await page(`?actor=${packer.user.id}`);
    expect(mine.entries.every((e) => e.actor.id === packer.user.id)).toBe(true);
    expect(mine.total).toBe(1);
    const products = await page('?kind=product.updated');
    expect(products.entries.map((e) => e.summary)).toEqual(['Edited Shea butter: price ₦4,000 → ₦4,500']);
    expect((await page(`?kind=order.status&actor=${owner.user.id}`)).total).toBe(0);
  });

  it('pages through many entries, newest first, with the total of every match', async () => {
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
        await recordChange(tx, {
          actor: owner.user,
          kind: 'review.deleted',
          subject: { type: 'review', id: String(i) },
          summary: `Deleted review ${i}`,
        });
      }
    });
    const first = await page('?kind=review.deleted');
    const second = await page('?kind=review.deleted&page=2');
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.summary).toBe(`Deleted review ${AUDIT_PAGE_SIZE + 4}`);
    expect(second.page).toBe(2);
    expect(second.entries.map((e) => e.summary)).toEqual([4, 3, 2, 1, 0].map((i) => `Deleted review ${i}`));
    expect((await page('?kind=review.deleted&page=9')).entries).toEqual([]);
  });

  it('answers a bad filter with 400 and a message', async () => {
    for (const q of ['?kind=nonsense', '?actor=someone', '?page=0']) {
      const res = await read(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is read by the owner and admins only: 401 signed out, 403 for a customer or other staff', async () => {
    expect((await read('', {})).statusCode).toBe(401);
    const refused = await read('', customer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do that');
    for (const role of ['manager', 'fulfilment', 'support'] as const) {
      const staff = await createUser(t.db, { role });
      expect((await read('', staff.auth)).statusCode).toBe(403);
    }
    const theOwner = await createUser(t.db, { role: 'owner' });
    expect((await read('', theOwner.auth)).statusCode).toBe(200);
  });

  it('has no route that changes or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit', headers: owner.auth, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    const before = await countRows();
    for (const statement of [
      sql`update audit_log set summary = 'forged'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      expect(error).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is refused/);
    }
    expect(await countRows()).toBe(before);
    const forged = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`summary = 'forged'`);
    expect(forged).toEqual([]);
  });

  it('a change that rolls back leaves no entry', async () => {
    const before = await countRows();
    await expect(
      t.db.transaction(async (tx) => {
        await recordChange(tx, {
          actor: owner.user,
          kind: 'discount.deleted',
          subject: { type: 'discount', id: 'd-1' },
          summary: 'Deleted code GLOW10',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countRows()).toBe(before);
  });

  it('keeps only the fields that changed', () => {
    expect(changedFields({ price: 1, name: 'a', stock: 2 }, { price: 1, name: 'b', stock: 3 })).toEqual({
      before: { name: 'a', stock: 2 },
      after: { name: 'b', stock: 3 },
    });
    expect(changedFields({ price: 1 }, { price: 1 })).toBeNull();
  });
});
