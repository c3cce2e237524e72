// Phone and e-mail formats for delivery. The patterns are fixed (never built from input) and run
// on short, length-capped strings.

const MAX_PHONE_LENGTH = 30;
const MAX_EMAIL_LENGTH = 254;

/** Mobile numbers as Nigerians write them: 0803 123 4567, +234 803 123 4567, 234-803-123-4567. */
export function normaliseNigerianPhone(input: string): string | undefined {
  if (typeof input !== 'string' || input.length > MAX_PHONE_LENGTH) return undefined;
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(compact);
  return match ? `+234${match[1]}` : undefined;
}

export const isNigerianPhone = (input: string) => normaliseNigerianPhone(input) !== undefined;

export function isEmailAddress(input: string): boolean {
  if (typeof input !== 'string' || input.length > MAX_EMAIL_LENGTH) return false;
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(input.trim());
}
