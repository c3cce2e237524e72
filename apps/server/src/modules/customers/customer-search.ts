import type { CustomerGroup } from './customer-groups.ts';

// The customers' search: any part of a name, an e-mail or a phone the person bought with, in any
// case; a phone may be typed as the shopper gave it (0803 555 0101, +234 803…, 803555).

const PHONE_LIKE = /^[\d\s+\-().]+$/;
const MIN_PHONE_DIGITS = 3;

/** The digits of a typed phone without its 0 or +234 prefix: the part a stored number's last ten digits hold. */
function phoneDigits(q: string): string | null {
  if (!PHONE_LIKE.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^(?:234|0)/, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

export function customerMatcher(q: string): (group: CustomerGroup) => boolean {
  const text = q.trim().toLowerCase();
  const digits = phoneDigits(text);
  return (group) =>
    group.searchText.some((s) => s.includes(text)) ||
    (digits !== null && group.phoneKeys.some((key) => key.includes(digits)));
}
