import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { passwordResets } from '../../db/schema/index.ts';

const t = await buildTestApp();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const outbox = async () => {
  await t.deliverMail();
  try {
    return readdirSync(join(t.config.DATA_DIR, 'outbox')).sort();
  } catch {
    return [];
  }
};
/** The code in the newest mail to the address, read from the outbox as a shopper reads the mail. */
async function codeSentTo(email: string): Promise<string> {
  const file = (await outbox()).filter((f) => f.includes(email)).at(-1)!;
  return /\b(\d{6})\b/.exec(readFileSync(join(t.config.DATA_DIR, 'outbox', file), 'utf8'))![1]!;
}

async function userWithCode() {
  const u = await createUser(t.db);
  expect((await post('forgot', { email: u.user.email })).statusCode).toBe(200);
  return { ...u, code: await codeSentTo(u.user.email) };
}

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const { user } = await createUser(t.db);
    const known = await post('forgot', { email: user.email });
    const before = (await outbox()).length;
    const unknown = await post('forgot', { email: 'nobody@example.ng' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await outbox()).length).toBe(before);
    expect((await post('verify-code', { email: 'nobody@example.ng', code: '123456' })).json().message).toBe(
      'Wrong OTP',
    );
  });

  it('stores only a hash of the code, and the right code leads to a new password that ends every session', async () => {
    const { user, token, code } = await userWithCode();
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.codeHash).not.toContain(code);
    const verified = await post('verify-code', { email: user.email, code });
    expect(verified.json()).toMatchObject({ message: 'Correct OTP', resetToken: expect.any(String) });
    const reset = await post('reset-password', {
      resetToken: verified.json().resetToken,
      newPassword: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    expect((await post('login', { username: user.username, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    // Single use: neither the code nor the reset token works a second time.
    expect((await post('verify-code', { email: user.email, code })).statusCode).toBe(400);
    const again = await post('reset-password', {
      resetToken: verified.json().resetToken,
      newPassword: 'another-pass-1',
    });
    expect(again.statusCode).toBe(400);
  });

  it('says Wrong OTP for a wrong code and ends the code after 5 wrong tries', async () => {
    const { user, code } = await userWithCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('verify-code', { email: user.email, code: wrongCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Wrong OTP');
    }
    const exhausted = await post('verify-code', { email: user.email, code });
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json().message).toBe('Too many wrong codes. Please request a new code.');
    // A new code starts afresh.
    await post('resend-code', { email: user.email });
    expect(
      (await post('verify-code', { email: user.email, code: await codeSentTo(user.email) })).statusCode,
    ).toBe(200);
  });

  it('answers an address without an account the same way, 5 wrong codes then 429', async () => {
    const email = 'nobody-at-all@example.ng';
    await post('forgot', { email });
    for (let i = 0; i < 5; i++) {
      expect((await post('verify-code', { email, code: '123456' })).json().message).toBe('Wrong OTP');
    }
    expect((await post('verify-code', { email, code: '123456' })).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { user, code } = await userWithCode();
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await post('verify-code', { email: user.email, code })).statusCode).toBe(400);
  });

  it('a new code replaces the earlier one', async () => {
    const { user, code: first } = await userWithCode();
    await post('resend-code', { email: user.email });
    const second = await codeSentTo(user.email);
    if (first !== second)
      expect((await post('verify-code', { email: user.email, code: first })).statusCode).toBe(400);
    expect((await post('verify-code', { email: user.email, code: second })).statusCode).toBe(200);
  });

  it('refuses a short code and a short new password with clear messages', async () => {
    const short = await post('verify-code', { email: 'a@example.ng', code: '123' });
    expect(short.json().message).toBe('Your one-time password must be 6 characters.');
    const weak = await post('reset-password', { resetToken: 'x'.repeat(43), newPassword: 'short' });
    expect(weak.json().message).toBe('Password must be at least 8 characters');
  });
});
