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

/**
 * A Nigerian number as WhatsApp (wa.me, the Cloud API, its webhooks) and Termii take it:
 * international, digits only (2348035550101). Anything else is left as its digits.
 */
export function internationalDigits(phone: string): string {
  return (normaliseNigerianPhone(phone) ?? phone).replace(/\D/g, '');
}

/**
 * One customer whatever the spelling of her e-mail: case, spaces and a "+tag" in the local part do
 * not make another person ("Ada+1@x.ng " is ada@x.ng). Dots are kept: only some providers ignore them.
 */
export function customerEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at).split('+')[0]}${address.slice(at)}`;
}

/** One phone whatever its spelling: 0803 123 4567, +234 803 123 4567 and 2348031234567 are its last ten digits. */
export function customerPhoneKey(phone: string): string {
  return internationalDigits(phone).slice(-10);
}

export function isEmailAddress(input: string): boolean {
  if (typeof input !== 'string' || input.length > MAX_EMAIL_LENGTH) return false;
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(input.trim());
}
