import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, rateLimits, sessions } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { cleanUp } from './cleanup.ts';

const t = await buildTestApp();
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('periodic clean-up', () => {
  it('deletes expired sessions, spent reset codes and passed limit windows, and keeps live ones', async () => {
    const { user, token } = await createUser(t.db);
    const [oldSession] = await t.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: `old-${user.id}`, expiresAt: ago(1) })
      .returning();
    const codes = await t.db
      .insert(passwordResets)
      .values([
        { userId: user.id, codeHash: 'expired', expiresAt: ago(1) },
        { userId: user.id, codeHash: 'used', expiresAt: ahead(10), usedAt: ago(1) },
        { userId: user.id, codeHash: 'token-expired', expiresAt: ago(20), resetExpiresAt: ago(1) },
        { userId: user.id, codeHash: 'live', expiresAt: ahead(10) },
        { userId: user.id, codeHash: 'token-live', expiresAt: ago(5), resetExpiresAt: ahead(10) },
      ])
      .returning();
    await t.db.insert(rateLimits).values([
      { key: 'clean:passed', count: 3, resetsAt: ago(1) },
      { key: 'clean:live', count: 3, resetsAt: ahead(10) },
      { key: 'clean:paused', count: 3, resetsAt: ago(1), blockedUntil: ahead(5) },
    ]);

    // Two processes at once: each row goes once, neither fails.
    await Promise.all([cleanUp(t.db), cleanUp(t.db)]);

    const sessionIds = (await t.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(sessionIds).not.toContain(oldSession!.id);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const left = await t.db
      .select({ codeHash: passwordResets.codeHash })
      .from(passwordResets)
      .where(
        inArray(
          passwordResets.id,
          codes.map((c) => c.id),
        ),
      );
    expect(left.map((c) => c.codeHash).sort()).toEqual(['live', 'token-live']);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('clean:passed');
    expect(keys).toEqual(expect.arrayContaining(['clean:live', 'clean:paused']));
  });
});
