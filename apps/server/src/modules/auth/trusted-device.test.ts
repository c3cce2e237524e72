import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { hashingLimitsFor, passwordHashing } from './hashing-queue.ts';
import { hashPassword } from './password.ts';

// A flood of wrong passwords from rotating addresses fills the hashing queue: the storefront stays
// protected (a sign-in without a device cookie is turned away with the busy 429) while a customer
// coming back to a browser they signed in from before gets through, in the reserved lane.
// The account the flood guesses at is hashed at a higher cost than the suite's, so its checks hold
// the queue as the shop's cost would; its own pause is set out of the way (the flood rotates
// addresses, and decision 5's pause is not what is tested here).
const t = await buildTestApp({
  RATE_LOGIN_PER_DEVICE: '3',
  RATE_LOGIN_PER_IP: '5',
  RATE_LOGIN_PER_ACCOUNT: '1000000',
});
const target = await createUser(t.db);
await t.db
  .update(users)
  .set({ passwordHash: await hashPassword('the-real-one', 15) })
  .where(eq(users.id, target.user.id));

const login = (username: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** Signs in once and keeps the browser's device cookie, as a browser would. */
async function signedInBefore(username: string, password: string, address: string) {
  const first = await login(username, password, address);
  expect(first.statusCode).toBe(200);
  const setCookie = String(first.headers['set-cookie']);
  return { setCookie, cookie: setCookie.split(';')[0]! };
}

/** Wrong passwords for one account, each from a new address, a hundred a second until stopped. */
function flood() {
  let stop = false;
  let n = 0;
  const sent: Promise<unknown>[] = [];
  const fire = async () => {
    while (!stop) {
      n++;
      sent.push(
        login(target.user.username, `wrong-${n}`, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const firing = fire();
  return {
    /** Resolves once every turn is taken and every waiting place too. */
    async full() {
      const limits = hashingLimitsFor(1);
      for (let i = 0; i < 2000; i++) {
        const { running, waiting } = passwordHashing.busy;
        if (running >= limits.concurrency && waiting >= limits.maxWaiting) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('the flood never filled the queue');
    },
    async end() {
      stop = true;
      await firing;
      await Promise.allSettled(sent);
    },
  };
}

let running: ReturnType<typeof flood> | undefined;
afterEach(async () => {
  await running?.end();
  running = undefined;
});

describe('signing in during a flood of wrong passwords', () => {
  it('lets a customer with this browser’s device cookie in within 3 s, while a sign-in without one still gets the busy 429', async () => {
    const { user, password } = await createUser(t.db);
    const { setCookie, cookie } = await signedInBefore(user.username, password, '10.200.0.1');
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+;`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toMatch(/Max-Age=\d{7,}/);
    expect(setCookie).not.toContain('Secure'); // plain http here; https gets Secure

    running = flood();
    await running.full();

    const stranger = await login(user.username, password, '10.200.0.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(messages.auth.busy);

    const started = performance.now();
    const returning = await login(user.username, password, '10.200.0.3', cookie);
    const took = performance.now() - started;
    expect(returning.statusCode).toBe(200);
    expect(returning.json().username).toBe(user.username);
    expect(took).toBeLessThan(3000);
    // Still flooded: the protection held for everyone else the whole time.
    const { running: busy, waiting } = passwordHashing.busy;
    expect(busy + waiting).toBeGreaterThan(0);
    // Typed as the e-mail, the same account and cookie.
    expect((await login(user.email.toUpperCase(), password, '10.200.0.3', cookie)).statusCode).toBe(200);
  });

  it('does not trust a device cookie for another account, or one the shop did not sign', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const { cookie } = await signedInBefore(owner.user.username, owner.password, '10.201.0.1');
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value!.slice(0, -2)}xx`;

    running = flood();
    await running.full();
    for (const attempt of [
      login(other.user.username, other.password, '10.201.0.2', cookie),
      login(owner.user.username, owner.password, '10.201.0.3', forged),
    ]) {
      const answer = await attempt;
      expect(answer.statusCode).toBe(429);
      expect(answer.json().message).toBe(messages.auth.busy);
    }
  });

  it('stops trusting a device cookie after 3 wrong passwords, so a stolen one cannot guess in the reserved lane', async () => {
    const { user, password } = await createUser(t.db);
    const { cookie } = await signedInBefore(user.username, password, '10.202.0.1');
    for (let i = 0; i < 3; i++)
      expect((await login(user.username, `wrong-${i}`, `10.202.1.${i}`, cookie)).statusCode).toBe(401);

    running = flood();
    await running.full();
    const locked = await login(user.username, password, '10.202.2.1', cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.busy);
  });
});

describe('the device cookie and the untrusted limits', () => {
  it('lets the owner in from an address a guesser has blocked, and a right password renews the cookie', async () => {
    const { user, password } = await createUser(t.db);
    const { cookie } = await signedInBefore(user.username, password, '10.203.0.1');
    // Someone behind the same address (an office, a carrier's NAT) sprays five names.
    for (let i = 0; i < 5; i++)
      expect((await login(`spray_${i}`, 'wrong-password', '10.203.0.9')).statusCode).toBe(401);
    const blocked = await login(user.username, password, '10.203.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.auth.tooManyAttempts);

    const owner = await login(user.username, password, '10.203.0.9', cookie);
    expect(owner.statusCode).toBe(200);
    // The same cookie, renewed: its nonce (and so its own failure count) is kept.
    expect(String(owner.headers['set-cookie']).split(';')[0]).toBe(cookie);
  });
});
