import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp({
  RATE_LOGIN_PER_ACCOUNT: '3',
  RATE_LOGIN_PER_IP: '8',
  RATE_REGISTER_PER_IP: '2',
  RATE_RESET_PER_EMAIL: '2',
});

const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

describe('rate limits', () => {
  it('locks an account after its failed logins, even for the right password', async () => {
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 3; i++)
      expect(
        (await post('login', { username: user.username, password: 'wrong-one' }, '10.0.0.2')).statusCode,
      ).toBe(401);
    const locked = await post('login', { username: user.username, password }, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many attempts/);
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('limits login attempts from one address', async () => {
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 8; i++) await post('login', { username: user.username, password }, '10.0.0.3');
    expect((await post('login', { username: user.username, password }, '10.0.0.3')).statusCode).toBe(429);
    expect((await post('login', { username: user.username, password }, '10.0.0.4')).statusCode).toBe(200);
  });

  it('limits sign-ups from one address', async () => {
    const body = (n: number) => ({
      first_name: 'Ngozi',
      last_name: 'Ade',
      email: `ngozi${n}@example.ng`,
      username: `ngozi${n}`,
      password: 'long-enough-1',
    });
    expect((await post('register', body(1), '10.0.0.5')).statusCode).toBe(201);
    expect((await post('register', body(2), '10.0.0.5')).statusCode).toBe(201);
    expect((await post('register', body(3), '10.0.0.5')).statusCode).toBe(429);
  });

  it('limits reset codes per e-mail, known or not', async () => {
    for (const email of ['nobody@example.ng', (await createUser(t.db)).user.email]) {
      expect((await post('forgot', { email })).statusCode).toBe(200);
      expect((await post('resend-code', { email })).statusCode).toBe(200);
      expect((await post('resend-code', { email })).statusCode).toBe(429);
    }
  });
});
