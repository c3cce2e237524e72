import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

describe('profile', () => {
  it('changes names and phone without a password and keeps the session', async () => {
    const { user, auth } = await createUser(t.db);
    const res = await put(auth, {
      first_name: 'Adaeze',
      last_name: 'Okafor',
      email: user.email,
      phone: '0803 123 4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your details have been updated',
      profile: { first_name: 'Adaeze', last_name: 'Okafor', email: user.email, phone: '0803 123 4567' },
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: auth });
    expect(me.json()).toMatchObject({ first_name: 'Adaeze', last_name: 'Okafor' });
    expect((await t.app.inject({ url: '/api/auth/profile', headers: auth })).json().phone).toBe(
      '0803 123 4567',
    );
  });

  it('asks for the current password before a new e-mail, and refuses a wrong one with 400 like a password change', async () => {
    const { user, auth, password } = await createUser(t.db);
    const body = { first_name: 'Ada', last_name: 'Obi', email: 'ada.new@example.ng' };
    const missing = await put(auth, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Please enter your current password to change your email address',
      field: 'currentPassword',
    });
    const wrong = await put(auth, { ...body, currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    // The same mistake on the password form gets the same status and words.
    const onPasswordForm = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: auth,
      payload: { currentPassword: 'not the password', newPassword: 'a-new-pass-1234' },
    });
    expect(onPasswordForm.statusCode).toBe(wrong.statusCode);
    expect(onPasswordForm.json().message).toBe(wrong.json().message);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.email).toBe(user.email);
    const ok = await put(auth, { ...body, currentPassword: password });
    expect(ok.json().profile.email).toBe('ada.new@example.ng');
    // The session that changed it, and any other, stays signed in.
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).json().email).toBe(
      'ada.new@example.ng',
    );
  });

  it('refuses an e-mail another account uses with 409, in any case', async () => {
    const taken = await createUser(t.db);
    const { user, auth, password } = await createUser(t.db);
    const res = await put(auth, {
      first_name: 'Ada',
      last_name: 'Obi',
      email: taken.user.email.toUpperCase(),
      currentPassword: password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An account with this email already exists',
      field: 'email',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('refuses an empty name or a malformed phone and changes nothing', async () => {
    const { user, auth } = await createUser(t.db);
    const noName = await put(auth, { first_name: ' ', last_name: 'Obi', email: user.email });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please Fill all Details');
    const badPhone = await put(auth, {
      first_name: 'Ada',
      last_name: 'Obi',
      email: user.email,
      phone: '123',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Please enter a valid Nigerian phone number');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Ada', phone: null });
  });

  it('answers 401 without a session', async () => {
    expect((await put({}, { first_name: 'A', last_name: 'B', email: 'a@b.ng' })).statusCode).toBe(401);
  });
});
