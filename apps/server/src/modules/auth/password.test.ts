import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { hashPassword, needsRehash, RECOMMENDED_COST, setPasswordCost, verifyPassword } from './password.ts';

describe('password hashing', () => {
  // The cost is the process's: the test files before this one in the same worker lowered it (the
  // suite's SCRYPT_COST), and those after it expect that again.
  beforeAll(() => setPasswordCost(RECOMMENDED_COST));
  afterAll(() => setPasswordCost(testConfig().SCRYPT_COST));

  it('hashes at N=2^17, r=8, p=1 by default and verifies it', async () => {
    const started = performance.now();
    const stored = await hashPassword('lagos-glow-22');
    const ms = performance.now() - started;
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('lagos-glow-22', stored)).toBe(true);
    expect(await verifyPassword('lagos-glow-23', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    console.info(`one scrypt hash at N=2^${RECOMMENDED_COST}: ${ms.toFixed(0)} ms`);
  });

  it('still verifies hashes made at the older cost (N=2^15), and asks for them to be re-hashed', async () => {
    const old = await hashPassword('lagos-glow-22', 15);
    expect(old).toMatch(/^scrypt\$32768\$/);
    expect(await verifyPassword('lagos-glow-22', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses a lower cost outside the test suite', () => {
    expect(parseConfig({}).SCRYPT_COST).toBe(17);
    expect(() => parseConfig({ SCRYPT_COST: '12', NODE_ENV: 'production' })).toThrow(/SCRYPT_COST below 17/);
    expect(parseConfig({ SCRYPT_COST: '12', NODE_ENV: 'test' }).SCRYPT_COST).toBe(12);
  });
});
