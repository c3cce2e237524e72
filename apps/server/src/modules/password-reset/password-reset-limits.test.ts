import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from '../auth/hashing-queue.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// A reset costs the shop a scrypt or two (the code's hash, the new password's): one address may
// ask for only RATE_RESET_PER_IP of each step per 15 minutes, whatever the e-mails it types, and
// a request that cannot succeed costs no hash at all.
const t = await buildTestApp({ RATE_RESET_PER_IP: '3', RATE_RESET_PER_EMAIL: '100' });

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

async function codeSentTo(email: string): Promise<string> {
  await t.deliverMail();
  const dir = join(t.config.DATA_DIR, 'outbox');
  const file = readdirSync(dir)
    .sort()
    .filter((f) => f.includes(email))
    .at(-1)!;
  return /\b(\d{6})\b/.exec(readFileSync(join(dir, file), 'utf8'))![1]!;
}

/** A verified reset for a new account, asked for from its own address. */
async function resetToken(address: string) {
  const { user } = await createUser(t.db);
  expect((await post('forgot', { email: user.email }, address)).statusCode).toBe(200);
  const verified = await post(
    'verify-code',
    { email: user.email, code: await codeSentTo(user.email) },
    address,
  );
  expect(verified.statusCode).toBe(200);
  return verified.json().resetToken as string;
}

describe('setting a new password with a reset token', () => {
  it('checks the token before hashing the new password: a wrong or spent token costs no hash', async () => {
    const token = await resetToken('10.7.0.1');
    const hashes = () => passwordHashing.counts.started;

    let before = hashes();
    const wrong = await post(
      'reset-password',
      { resetToken: 'x'.repeat(43), newPassword: 'brand-new-pass' },
      '10.7.0.2',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This reset session has expired. Please request a new code.');
    expect(hashes()).toBe(before);

    before = hashes();
    const right = await post(
      'reset-password',
      { resetToken: token, newPassword: 'brand-new-pass' },
      '10.7.0.2',
    );
    expect(right.statusCode).toBe(200);
    expect(hashes()).toBe(before + 1);

    before = hashes();
    const spent = await post(
      'reset-password',
      { resetToken: token, newPassword: 'other-new-pass' },
      '10.7.0.2',
    );
    expect(spent.statusCode).toBe(400);
    expect(hashes()).toBe(before);
  });

  it('sets the password once when the same token arrives twice at once', async () => {
    const token = await resetToken('10.7.1.1');
    const answers = await Promise.all(
      ['first-new-pass', 'second-new-pass'].map((newPassword) =>
        post('reset-password', { resetToken: token, newPassword }, '10.7.1.2'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('reset steps per address (RATE_RESET_PER_IP)', () => {
  const steps = [
    { url: 'forgot', body: (i: number) => ({ email: `someone-${i}@example.ng` }) },
    { url: 'resend-code', body: (i: number) => ({ email: `someone-else-${i}@example.ng` }) },
    { url: 'verify-code', body: (i: number) => ({ email: `someone-${i}@example.ng`, code: '123456' }) },
    {
      url: 'reset-password',
      body: (i: number) => ({ resetToken: `${i}`.padEnd(43, 'x'), newPassword: 'long-enough-1' }),
    },
  ];

  it.each(steps)(
    'refuses $url from one address past the limit, whatever the e-mails, and not from another address',
    async ({ url, body }) => {
      const address = `10.8.${steps.findIndex((s) => s.url === url)}.1`;
      for (let i = 0; i < 3; i++) expect((await post(url, body(i), address)).statusCode).not.toBe(429);
      const refused = await post(url, body(3), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many attempts. Please wait a while and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect((await post(url, body(3), `${address}0`)).statusCode).not.toBe(429);
    },
  );

  it('counts forgot and resend-code together, as one step', async () => {
    const address = '10.8.9.1';
    expect((await post('forgot', { email: 'a1@example.ng' }, address)).statusCode).toBe(200);
    expect((await post('resend-code', { email: 'a2@example.ng' }, address)).statusCode).toBe(200);
    expect((await post('forgot', { email: 'a3@example.ng' }, address)).statusCode).toBe(200);
    expect((await post('resend-code', { email: 'a4@example.ng' }, address)).statusCode).toBe(429);
  });

  it('answers a refused address the same for an e-mail with an account and one without, and hashes nothing', async () => {
    const { user } = await createUser(t.db);
    const address = '10.8.10.1';
    for (let i = 0; i < 3; i++) await post('forgot', { email: `filler-${i}@example.ng` }, address);
    const before = passwordHashing.counts.started;
    const known = await post('forgot', { email: user.email }, address);
    const unknown = await post('forgot', { email: 'no-account-here@example.ng' }, address);
    expect(passwordHashing.counts.started).toBe(before);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(
      Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after'])),
    ).toBeLessThanOrEqual(1);
  });
});
