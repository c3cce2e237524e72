import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature, signPaystackBody } from './paystack-signature.ts';

const secret = 'sk_test_secret';
const raw = Buffer.from('{"event":"charge.success","data":{"reference":"ref_1_a"}}');

describe('Paystack webhook signature', () => {
  it('accepts the HMAC-SHA512 of the raw bytes keyed with the secret', () => {
    expect(isValidPaystackSignature(raw, signPaystackBody(raw, secret), secret)).toBe(true);
    expect(isValidPaystackSignature(raw, signPaystackBody(raw, secret).toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing, short, foreign or tampered signature, and any signature without a secret', () => {
    expect(isValidPaystackSignature(raw, undefined, secret)).toBe(false);
    expect(isValidPaystackSignature(raw, 'abcd', secret)).toBe(false);
    expect(isValidPaystackSignature(raw, signPaystackBody(raw, 'other'), secret)).toBe(false);
    expect(
      isValidPaystackSignature(Buffer.from(`${raw.toString()} `), signPaystackBody(raw, secret), secret),
    ).toBe(false);
    expect(isValidPaystackSignature(raw, signPaystackBody(raw, ''), undefined)).toBe(false);
  });
});
