import { SALE_STATUSES } from '@shop/shared/admin/sales';
import {
  customerEmailKey,
  customerPhoneKey,
  normaliseNigerianPhone,
} from '@shop/shared/checkout/contact-rules';
import type { Customer } from '@shop/shared/customers/customer-schemas';
import { ORDER_CHANNELS } from '@shop/shared/orders/order-channels';
import type { BuyingOrder } from './customer-orders.repository.ts';

// One person per group of orders that share an account, an e-mail or a phone, however spelt
// (decision 45): 0803… and +234 803… are one phone, Ada@X.ng and ada@x.ng one e-mail, and the
// link is transitive (a phone on one order and that phone with an e-mail on another make one person).

export type CustomerGroup = {
  customer: Customer;
  /** Newest first. */
  orders: BuyingOrder[];
  /** Names, e-mails and phones, lower-cased, and the phones' digits, for the search. */
  searchText: string[];
  phoneKeys: string[];
};

/** A phone this short is no number (a "-" or "0" typed for a walk-in) and must join nobody. */
const MIN_PHONE_DIGITS = 7;

function contactKeys(order: BuyingOrder): string[] {
  const keys: string[] = [];
  if (order.userId) keys.push(`user:${order.userId}`);
  for (const email of [order.email, order.accountEmail])
    if (email?.includes('@')) keys.push(`email:${customerEmailKey(email)}`);
  for (const phone of [order.phone, order.accountPhone])
    if (phone && phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS)
      keys.push(`phone:${customerPhoneKey(phone)}`);
  return keys;
}

/** Union-find over the orders' indexes, joined through the contact keys they share. */
function groupIndexes(rows: BuyingOrder[]): number[][] {
  const parent = rows.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const firstWithKey = new Map<string, number>();
  rows.forEach((order, i) => {
    for (const key of contactKeys(order)) {
      const other = firstWithKey.get(key);
      if (other === undefined) firstWithKey.set(key, i);
      else {
        // The lower index (the older order) stays the root, so a group's root is its first order.
        const [a, b] = [root(i), root(other)];
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const groups = new Map<number, number[]>();
  rows.forEach((_, i) => {
    const r = root(i);
    const members = groups.get(r);
    if (members) members.push(i);
    else groups.set(r, [i]);
  });
  return [...groups.values()];
}

/** Money in: paid online, or collected by the rider or at the counter; the overview counts the same sales. */
const countsAsSpent = (order: BuyingOrder) =>
  (SALE_STATUSES as readonly string[]).includes(order.status) &&
  (order.paymentMethod === 'online' || order.collectedAt !== null);

const displayPhone = (phone: string) => normaliseNigerianPhone(phone) ?? phone.trim();

/** Distinct by `key`, in the order met. */
function distinct(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function toGroup(oldestFirst: BuyingOrder[]): CustomerGroup {
  const newestFirst = [...oldestFirst].reverse();
  const first = oldestFirst[0]!;
  const latest = newestFirst[0]!;
  const phones = distinct(
    newestFirst
      .flatMap((o) => [o.phone, o.accountPhone ?? ''])
      .filter((p) => p.replace(/\D/g, '').length >= MIN_PHONE_DIGITS),
    customerPhoneKey,
  ).map(displayPhone);
  const emails = distinct(
    newestFirst.flatMap((o) => [o.email, o.accountEmail ?? '']).filter((e) => e.includes('@')),
    customerEmailKey,
  ).map((e) => e.trim().toLowerCase());
  const used = new Set(oldestFirst.map((o) => o.channel));
  const names = distinct(
    newestFirst.map((o) => o.name.trim()),
    (n) => n.toLowerCase(),
  );
  return {
    customer: {
      id: first.id,
      name: names[0] ?? '',
      phone: phones[0] ?? null,
      email: emails[0] ?? null,
      phones,
      emails,
      orders: oldestFirst.length,
      totalSpentKobo: oldestFirst.reduce(
        (sum, o) => (countsAsSpent(o) ? sum + o.amountKobo - o.refundedKobo : sum),
        0,
      ),
      firstOrderAt: first.createdAt.toISOString(),
      lastOrderAt: latest.createdAt.toISOString(),
      channels: ORDER_CHANNELS.filter((c) => used.has(c)),
    },
    orders: newestFirst,
    searchText: [...names, ...emails, ...phones].map((s) => s.toLowerCase()),
    phoneKeys: phones.map(customerPhoneKey),
  };
}

/** Every customer of `rows` (oldest order first), the most recent buyer first. */
export function groupCustomers(rows: BuyingOrder[]): CustomerGroup[] {
  return groupIndexes(rows)
    .map((indexes) => toGroup(indexes.map((i) => rows[i]!)))
    .sort(
      (a, b) =>
        b.customer.lastOrderAt.localeCompare(a.customer.lastOrderAt) ||
        a.customer.id.localeCompare(b.customer.id),
    );
}
