import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { configWith } from '../../config.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { ensureAdmin } from './bootstrap-admin.ts';

const t = await buildTestApp();
const log = { info: vi.fn(), warn: vi.fn() };

describe('the bootstrap admin', () => {
  it('is made once, as the owner, from the configured name and password, and can sign in', async () => {
    const config = configWith({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-pass-123',
      ADMIN_EMAIL: 'owner@shop.ng',
    });
    await ensureAdmin(t.db, config, log);
    await ensureAdmin(t.db, config, log);
    const admins = await t.db.select().from(users).where(eq(users.username, 'owner'));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.role).toBe('owner');
    expect(admins[0]?.passwordHash).not.toContain('owner-pass-123');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner', password: 'owner-pass-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('owner');
  });

  it('with no password given, generates one that signs in', async () => {
    await t.db.delete(users);
    const { generatedPassword } = await ensureAdmin(t.db, configWith({ ADMIN_USERNAME: 'keeper' }), log);
    expect(generatedPassword).toMatch(/^\S{12,}$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'keeper', password: generatedPassword },
    });
    expect(res.statusCode).toBe(200);
  });

  it('is made once, with no warning, when several shop processes start at the same moment', async () => {
    await t.db.delete(users);
    const config = configWith({ ADMIN_USERNAME: 'racer', ADMIN_PASSWORD: 'racer-pass-123' });
    const quiet = { info: vi.fn(), warn: vi.fn() };
    await Promise.all([1, 2, 3].map(() => ensureAdmin(t.db, config, quiet)));
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(quiet.warn).not.toHaveBeenCalled();
    expect(quiet.info).toHaveBeenCalledTimes(1);
  });
});
