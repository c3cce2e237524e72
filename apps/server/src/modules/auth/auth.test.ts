import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { users } from '../../db/schema/index.ts';

const t = await buildTestApp({ RATE_REGISTER_PER_IP: '1000' });

const newUser = (over: Record<string, string> = {}) => {
  const s = randomUUID().slice(0, 8);
  return {
    first_name: 'Chioma',
    last_name: 'Eze',
    email: `chioma.${s}@example.ng`,
    username: `chioma_${s}`,
    password: 'lagos-glow-22',
    ...over,
  };
};
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('register', () => {
  it('creates a user, answers the session fields and stores only a hash of the password', async () => {
    const body = newUser();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      first_name: 'Chioma',
      last_name: 'Eze',
      email: body.email,
      username: body.username,
      role: 'user',
    });
    expect(json.token).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.id, json._id));
    expect(row!.passwordHash).not.toContain(body.password);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(json.token) })).json().username).toBe(
      body.username,
    );
  });

  it('refuses a taken username or e-mail in any case with a 409 naming the field', async () => {
    const first = newUser();
    await register(first);
    const sameName = await register(newUser({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ error: 'Username is already taken', field: 'username' });
    const sameEmail = await register(newUser({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('An account with this email already exists');
  });

  it('answers 409, never 500, when two sign-ups race for one username', async () => {
    const body = newUser();
    const answers = await Promise.all([register(body), register({ ...body, email: `x${body.email}` })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['a missing first name', { first_name: '' }, 'Please Fill all Details'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    [
      'a bad username',
      { username: 'a b' },
      'Username must be 3-30 letters, digits, dots, underscores or hyphens',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_name, over, message) => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const res = await register(newUser(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});

describe('login', () => {
  it('signs in by username or e-mail and answers the session user fields', async () => {
    const { user, password } = await createUser(t.db);
    for (const name of [user.username, user.email.toUpperCase()]) {
      const res = await login(name, password);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual([
        '_id',
        'email',
        'first_name',
        'last_name',
        'role',
        'token',
        'username',
      ]);
    }
  });

  it('answers one plain 401 for a wrong password and for an unknown user', async () => {
    const { user } = await createUser(t.db);
    const wrong = await login(user.username, 'wrong-password');
    const unknown = await login('nobody_here', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });
});

describe('sessions', () => {
  it('logout revokes that session only', async () => {
    const { user, password } = await createUser(t.db);
    const a = (await login(user.username, password)).json().token;
    const b = (await login(user.username, password)).json().token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(a) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(b) })).statusCode).toBe(200);
  });

  it('a missing or bad token is 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer('x'.repeat(43)) })).statusCode).toBe(
      401,
    );
  });
});

describe('update-password', () => {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/update-password', headers: bearer(token), payload });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const { user, password, token: other } = await createUser(t.db);
    const here = (await login(user.username, password)).json().token;
    const res = await put(here, { currentPassword: password, newPassword: 'new-secret-99' });
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(here) })).statusCode).toBe(200);
    expect((await login(user.username, password)).statusCode).toBe(401);
    expect((await login(user.username, 'new-secret-99')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with success false', async () => {
    const { token } = await createUser(t.db);
    const res = await put(token, { currentPassword: 'not-it-at-all', newPassword: 'new-secret-99' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Current password is incorrect' });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/update-password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
