import { describe, expect, it } from 'vitest';
import { checkoutBody } from './testing/checkout-helpers.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { parseConfig } from './config.ts';

const limits = { RATE_LOGIN_PER_ACCOUNT_IP: '2', RATE_REGISTER_PER_IP: '1', RATE_CHECKOUT_PER_IP: '1' };
const direct = await buildTestApp(limits);
const behindOne = await buildTestApp({ ...limits, TRUST_PROXY: '1' });
const behindLocal = await buildTestApp({ ...limits, TRUST_PROXY: '127.0.0.1' });

let n = 0;
const forwarded = () => ({ 'x-forwarded-for': `203.0.113.${++n % 250}` });
const from = (
  t: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string>,
  remoteAddress: string,
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

const wrongLogin = (t: TestApp, remoteAddress: string) =>
  from(t, '/api/auth/login', { username: 'someone', password: 'wrong-guess' }, forwarded(), remoteAddress);
const signUp = (t: TestApp, remoteAddress: string) => {
  const s = `${Date.now().toString(36)}${++n}`;
  const payload = {
    first_name: 'Ngozi',
    last_name: 'Ade',
    email: `ngozi${s}@example.ng`,
    username: `ngozi${s}`,
    password: 'long-enough-1',
  };
  return from(t, '/api/auth/register', payload, forwarded(), remoteAddress);
};
const checkout = async (t: TestApp, remoteAddress: string) =>
  from(t, '/api/order/checkout', (await checkoutBody(t)).body, forwarded(), remoteAddress);

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  it('gives a rotated header no extra sign-in, sign-up or checkout attempts', async () => {
    const ip = '198.51.100.7';
    expect([(await wrongLogin(direct, ip)).statusCode, (await wrongLogin(direct, ip)).statusCode]).toEqual([
      401, 401,
    ]);
    expect((await wrongLogin(direct, ip)).statusCode).toBe(429);
    expect((await signUp(direct, ip)).statusCode).toBe(201);
    expect((await signUp(direct, ip)).statusCode).toBe(429);
    expect((await checkout(direct, ip)).statusCode).toBe(200);
    expect((await checkout(direct, ip)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1: the address the proxy forwards counts', () => {
  it('counts each forwarded client on its own', async () => {
    const proxy = '10.0.0.2';
    for (let i = 0; i < 3; i++) expect((await wrongLogin(behindOne, proxy)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signUp(behindOne, proxy)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await checkout(behindOne, proxy)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=127.0.0.1: only that proxy is believed', () => {
  it('counts forwarded clients from the proxy, and the socket address of anyone else', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin(behindLocal, '127.0.0.1')).statusCode).toBe(401);
    const stranger = '198.51.100.9';
    await wrongLogin(behindLocal, stranger);
    await wrongLogin(behindLocal, stranger);
    expect((await wrongLogin(behindLocal, stranger)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY setting', () => {
  it('reads unset and 0 as none, a number as hops, a list as proxy addresses', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('stops the start with a message on a value it cannot read', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '-1', '1.2.3.4/8/9'])
      expect(() => parseConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY must be 0, a number of proxy hops/,
      );
  });
});
