import { describe, expect, it } from 'vitest';
import { isEmailAddress, isNigerianPhone, normaliseNigerianPhone } from './contact-rules.ts';

describe('Nigerian phone numbers', () => {
  it.each([
    '08031234567',
    '0803 123 4567',
    '+2348031234567',
    '234-803-123-4567',
    '0701 234 5678',
    '09112345678',
  ])('accepts %s', (phone) => expect(isNigerianPhone(phone)).toBe(true));

  it.each(['', '12345', '0803123456', '080312345678', '06031234567', '+4478031234567', 'O8031234567'])(
    'refuses %s',
    (phone) => expect(isNigerianPhone(phone)).toBe(false),
  );

  it('normalises to the international form', () => {
    expect(normaliseNigerianPhone('0803 123 4567')).toBe('+2348031234567');
  });
});

describe('e-mail addresses', () => {
  it('accepts an ordinary address and refuses broken ones', () => {
    expect(isEmailAddress('ada.obi@example.ng')).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.ng', 'ada@example', 'a da@example.ng']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});
