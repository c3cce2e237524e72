import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { hashPassword } from './password.ts';

// Two shops: one whose name cap is far away (pair and address limits alone), one with a small
// name cap so a guess spread over many addresses reaches it in a few requests.
const pairs = await buildTestApp({ RATE_LOGIN_PER_ACCOUNT_IP: '3', RATE_LOGIN_PER_IP: '6' });
const names = await buildTestApp({ RATE_LOGIN_PER_ACCOUNT_IP: '3', RATE_LOGIN_PER_ACCOUNT: '6' });
// The shipped limits: 100 failures an hour for one account, whichever of its names is typed.
const shipped = await buildTestApp();

const login = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

/** Lets every name's pause run out, as the clock would. */
const pausesPass = (t: TestApp) =>
  t.db.update(rateLimits).set({ blockedUntil: null }).where(like(rateLimits.key, 'login-name:%'));

describe('sign-in limits per (name, address)', () => {
  it('blocks the guessing address, while the owner signs in from another one', async () => {
    const { user, password } = await createUser(pairs.db);
    for (let i = 0; i < 3; i++)
      expect((await login(pairs, user.username, 'wrong-guess', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await login(pairs, user.username, password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(pairs, user.username, password, '10.2.0.2')).statusCode).toBe(200);
    // Typing the name in another case is the same name.
    expect((await login(pairs, user.username.toUpperCase(), password, '10.2.0.1')).statusCode).toBe(429);
  });

  it("counts an account's username and e-mail together from one address", async () => {
    const { user, password } = await createUser(pairs.db);
    for (const name of [user.username, user.email.toUpperCase(), user.email])
      expect((await login(pairs, name, 'wrong-guess', '10.2.6.1')).statusCode).toBe(401);
    for (const name of [user.username, user.email])
      expect((await login(pairs, name, password, '10.2.6.1')).statusCode).toBe(429);
    expect((await login(pairs, user.email, password, '10.2.6.2')).statusCode).toBe(200);
  });

  it('answers a blocked unknown name exactly as a blocked real account', async () => {
    const { user } = await createUser(pairs.db);
    const blockedAnswer = async (name: string, address: string) => {
      for (let i = 0; i < 3; i++) await login(pairs, name, 'wrong-guess', address);
      return login(pairs, name, 'wrong-guess', address);
    };
    const real = await blockedAnswer(user.username, '10.2.1.1');
    const nobody = await blockedAnswer('nobody_at_all', '10.2.1.2');
    expect(real.statusCode).toBe(429);
    expect(nobody.statusCode).toBe(429);
    expect(nobody.body).toBe(real.body);
    expect(nobody.headers['content-type']).toBe(real.headers['content-type']);
    expect(nobody.headers['retry-after']).toMatch(/^\d+$/);
    expect(
      Math.abs(Number(nobody.headers['retry-after']) - Number(real.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
  });

  it('forgets the pair after the right password, and the address limit counts only failures', async () => {
    const { user, password } = await createUser(pairs.db);
    for (let round = 0; round < 4; round++) {
      // Two typos then the right password, four times over: never blocked by the pair (3) or the
      // address (6 failures), because each success gives its attempt back and clears the pair.
      expect((await login(pairs, user.username, 'typo-one', '10.2.2.1')).statusCode).toBe(401);
      expect((await login(pairs, user.username, password, '10.2.2.1')).statusCode).toBe(200);
    }
  });

  it('limits the failures from one address whatever names it tries', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login(pairs, `sprayed_${i}`, 'wrong-guess', '10.2.3.1')).statusCode).toBe(401);
    expect((await login(pairs, 'sprayed_new', 'wrong-guess', '10.2.3.1')).statusCode).toBe(429);
    expect((await login(pairs, 'sprayed_new', 'wrong-guess', '10.2.3.2')).statusCode).toBe(401);
  });

  it('lets exactly the limit through when 30 guesses arrive at once', async () => {
    const { user } = await createUser(pairs.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(pairs, user.username, 'wrong-guess', '10.2.4.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
  });

  it('re-hashes a password stored at an older, lower cost at the next sign-in', async () => {
    const { user, password } = await createUser(pairs.db);
    const old = await hashPassword(password, 10);
    await pairs.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    expect((await login(pairs, user.username, password, '10.2.5.1')).statusCode).toBe(200);
    const [row] = await pairs.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** pairs.config.SCRYPT_COST}\\$8\\$1\\$`));
    expect((await login(pairs, user.username, password, '10.2.5.1')).statusCode).toBe(200);
  });
});

describe('sign-in limit per name, across addresses', () => {
  it('pauses longer after each failure and stops a guess spread over many addresses at the cap', async () => {
    const { user, password } = await createUser(names.db);
    // The owner signed in from home before the attack.
    expect((await login(names, user.username, password, '10.3.0.99')).statusCode).toBe(200);
    const pauses: string[] = [];
    let address = 0;
    for (let failures = 0; failures < 6;) {
      const answer = await login(names, user.username, `guess-${failures}`, `10.3.0.${++address}`);
      if (answer.statusCode === 401) failures++;
      else {
        expect(answer.statusCode).toBe(429);
        pauses.push(answer.headers['retry-after'] as string);
        await pausesPass(names);
      }
    }
    // Cap 6: the first tenth (1 attempt) is free, then each attempt's pause doubles: 1, 2, 4, 8 s.
    expect(pauses).toEqual(['1', '2', '4', '8']);
    await pausesPass(names);
    const capped = await login(names, user.username, password, '10.3.1.1');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
    // From the address that signed in before, the owner is still heard.
    expect((await login(names, user.username, password, '10.3.0.99')).statusCode).toBe(200);
  });

  it('pauses and caps a name that names nobody the same way', async () => {
    const pauses: string[] = [];
    let address = 0;
    for (let failures = 0; failures < 6;) {
      const answer = await login(names, 'ghost_user', `guess-${failures}`, `10.4.0.${++address}`);
      if (answer.statusCode === 401) failures++;
      else {
        pauses.push(answer.headers['retry-after'] as string);
        await pausesPass(names);
      }
    }
    expect(pauses).toEqual(['1', '2', '4', '8']);
    const capped = await login(names, 'ghost_user', 'guess', '10.4.1.1');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe('one allowance per account, whichever of its names is typed', () => {
  /** A new address for each attempt: the spread guess the per-account cap is for. */
  let spread = 0;
  const nextAddress = () => `10.6.${++spread >> 8}.${spread & 255}`;

  /** Wrong passwords until `count` have been heard (401), waiting out each pause as the clock would. */
  async function fail(t: TestApp, typed: string[], count: number) {
    for (let failures = 0; failures < count;) {
      const answer = await login(t, typed[failures % typed.length]!, `guess-${failures}`, nextAddress());
      if (answer.statusCode === 401) failures++;
      else {
        expect(answer.statusCode).toBe(429);
        await pausesPass(t);
      }
    }
    await pausesPass(t);
  }

  it('100 failures split between the username and the e-mail, in any case, use up the one allowance', async () => {
    const { user, password } = await createUser(shipped.db);
    const typed = [user.username, user.email.toUpperCase(), user.username.toUpperCase(), user.email];
    await fail(shipped, typed, 100);
    for (const name of typed) {
      const capped = await login(shipped, name, password, nextAddress());
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // Another account, and a name that names nobody, keep allowances of their own.
    const other = await createUser(shipped.db);
    expect((await login(shipped, other.user.email, other.password, nextAddress())).statusCode).toBe(200);
    expect((await login(shipped, 'nobody_by_this_name', 'guess', nextAddress())).statusCode).toBe(401);
    // A hundred password checks one after another: on a busy two-core machine that is more than
    // the default half minute, and the test is about counting, not speed.
  }, 120_000);

  it('answers a known and an unknown name alike, byte for byte, for a wrong password and at the cap', async () => {
    const { user } = await createUser(names.db);
    const same = (a: Awaited<ReturnType<typeof login>>, b: Awaited<ReturnType<typeof login>>) => {
      const { date: _a, 'retry-after': retryA, ...headersA } = a.headers;
      const { date: _b, 'retry-after': retryB, ...headersB } = b.headers;
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(headersB).toEqual(headersA);
      expect(Math.abs(Number(retryB ?? 0) - Number(retryA ?? 0))).toBeLessThanOrEqual(1);
    };
    same(
      await login(names, user.email, 'wrong-guess', nextAddress()),
      await login(names, 'nobody@example.ng', 'wrong-guess', nextAddress()),
    );
    // Cap 6: the account's username and e-mail share it; the unknown name has its own.
    await fail(names, [user.username, user.email.toUpperCase()], 5);
    await fail(names, ['Nobody@Example.ng', 'nobody@example.ng'], 5);
    const known = await login(names, user.username, 'wrong-guess', nextAddress());
    const unknown = await login(names, 'NOBODY@example.ng', 'wrong-guess', nextAddress());
    expect(known.statusCode).toBe(429);
    same(known, unknown);
  });
});
