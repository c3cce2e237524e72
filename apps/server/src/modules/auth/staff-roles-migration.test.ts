import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// Migration 0030 in an existing shop: its oldest admin becomes the owner, once. Its role updates
// run here again on a shop with admins and no owner, as an upgraded shop's database has them.

const t = await buildTestApp();
const roleUpdates = readFileSync(join(migrationsFolder, '0030_staff_roles.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/i.test(statement));

async function runRoleUpdates() {
  for (const statement of roleUpdates) await t.db.execute(sql.raw(statement));
}

const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('the staff roles migration in an existing shop', () => {
  it('makes the oldest admin the owner and leaves the other admins and customers as they were', async () => {
    expect(roleUpdates).toHaveLength(2);
    const first = await createUser(t.db, { role: 'admin', createdAt: new Date('2025-01-01T00:00:00Z') });
    const later = await createUser(t.db, { role: 'admin', createdAt: new Date('2025-06-01T00:00:00Z') });
    const customer = await createUser(t.db, { createdAt: new Date('2024-01-01T00:00:00Z') });
    await runRoleUpdates();
    expect(await roleOf(first.user.id)).toBe('owner');
    expect(await roleOf(later.user.id)).toBe('admin');
    expect(await roleOf(customer.user.id)).toBe('user');
  });

  it('makes no second owner when it runs again', async () => {
    await runRoleUpdates();
    const owners = await t.db.select().from(users).where(eq(users.role, 'owner'));
    expect(owners).toHaveLength(1);
  });

  it('refuses a role the shop does not know', async () => {
    await expect(createUser(t.db, { role: 'editor' })).rejects.toThrow();
  });
});
