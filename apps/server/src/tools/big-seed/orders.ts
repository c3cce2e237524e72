import { randomUUID } from 'node:crypto';
import { TRANSPORT_OPTIONS } from '@shop/shared/checkout/transport';
import type { orderItems, orders, orderStatusEvents, users } from '../../db/schema/index.ts';
import { emailOf, fullName, handleOf, randomAddress, randomPerson, randomPhone } from './people.ts';
import type { BigColor, BigProduct } from './products.ts';
import type { Random } from './random.ts';

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;
type EventRow = typeof orderStatusEvents.$inferInsert;
type Status = NonNullable<OrderRow['status']>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

// Most orders of a year-old shop have arrived; a few were never paid or were cancelled.
const STATUS_MIX: readonly (readonly [Status, number])[] = [
  ['delivered', 58],
  ['shipped', 10],
  ['processing', 5],
  ['paid', 10],
  ['pending', 9],
  ['cancelled', 8],
];
const LINE_COUNTS = [
  [1, 45],
  [2, 30],
  [3, 15],
  [4, 10],
] as const;
const QUANTITIES = [
  [1, 75],
  [2, 18],
  [3, 7],
] as const;

export type Customer = typeof users.$inferInsert & {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
};

/** Customer accounts sharing one password hash: computing scrypt thousands of times would take minutes. */
export function buildCustomers(random: Random, count: number, passwordHash: string, now: Date): Customer[] {
  return Array.from({ length: count }, (_, i) => {
    const person = randomPerson(random);
    const handle = handleOf(person, i + 1);
    return {
      id: randomUUID(),
      username: handle,
      email: emailOf(handle),
      ...person,
      passwordHash,
      role: 'user',
      createdAt: new Date(now.getTime() - random.int(366, 900) * DAY),
    };
  });
}

/**
 * The steps an order went through, each a little after the one before; an order whose next step
 * would lie in the future stops where it is, so recent orders are the ones still under way.
 */
function timeline(random: Random, target: Status, created: number, now: number) {
  const steps: { to: Status; at: number; note: string | null }[] = [
    { to: 'pending', at: created, note: 'checkout' },
  ];
  if (target === 'pending') return steps;
  const path: Status[] =
    target === 'cancelled'
      ? random.chance(0.5)
        ? ['paid', 'cancelled']
        : ['paid', 'processing', 'cancelled']
      : (['paid', 'processing', 'shipped', 'delivered'].slice(
          0,
          ['paid', 'processing', 'shipped', 'delivered'].indexOf(target) + 1,
        ) as Status[]);
  let at = created;
  for (const to of path) {
    at +=
      to === 'paid'
        ? random.int(1, 15) * 60_000
        : to === 'processing'
          ? random.int(2, 30) * HOUR
          : to === 'shipped'
            ? random.int(1, 3) * DAY
            : random.int(1, 6) * DAY + random.int(0, 12) * HOUR;
    if (at > now) break;
    steps.push({ to, at, note: to === 'paid' ? 'payment verified (confirmation)' : null });
  }
  return steps;
}

export type OrderBatch = { orders: OrderRow[]; items: ItemRow[]; events: EventRow[] };

/** One batch of orders with their lines and status events; amounts are the lines plus transport. */
export function buildOrders(
  random: Random,
  count: number,
  customers: Customer[],
  catalogue: { products: BigProduct[]; colorsByProduct: Map<string, BigColor[]> },
  nowDate: Date,
): OrderBatch {
  const now = nowDate.getTime();
  const batch: OrderBatch = { orders: [], items: [], events: [] };
  for (let n = 0; n < count; n++) {
    const target = random.weighted(STATUS_MIX);
    // An unpaid order is over two days old, past the payment re-check's window.
    const created =
      now - (target === 'pending' ? random.int(2 * DAY + HOUR, 365 * DAY) : random.int(HOUR, 365 * DAY));
    const customer = customers.length > 0 && random.chance(0.85) ? random.pick(customers) : undefined;
    const guest = customer ? undefined : randomPerson(random);
    const guestHandle = guest ? handleOf(guest, random.int(1, 99_999)) : '';
    const orderId = randomUUID();

    let subtotal = 0;
    const chosen = new Set<BigProduct>();
    const lines = random.weighted(LINE_COUNTS);
    while (chosen.size < Math.min(lines, catalogue.products.length)) {
      // Popular products sell more.
      chosen.add(catalogue.products[Math.floor(random.next() ** 1.5 * catalogue.products.length)]!);
    }
    for (const product of chosen) {
      const quantity = random.weighted(QUANTITIES);
      const shades = catalogue.colorsByProduct.get(product.id) ?? [];
      const color = shades.length > 0 ? random.pick(shades) : undefined;
      subtotal += product.priceKobo * quantity;
      batch.items.push({
        id: randomUUID(),
        orderId,
        productId: product.id,
        productCode: product.productId,
        productName: product.name,
        productImage: product.image ?? null,
        unitPriceKobo: product.priceKobo,
        quantity,
        colorId: color?.id ?? null,
        colorName: color?.name ?? null,
        colorCode: color?.code ?? null,
      });
    }

    const transport = random.pick(TRANSPORT_OPTIONS);
    const steps = timeline(random, target, created, now);
    const last = steps[steps.length - 1]!;
    const paid = steps.find((s) => s.to === 'paid');
    steps.forEach((step, i) =>
      batch.events.push({
        id: randomUUID(),
        orderId,
        fromStatus: i === 0 ? null : steps[i - 1]!.to,
        toStatus: step.to,
        note: step.note,
        at: new Date(step.at),
      }),
    );
    batch.orders.push({
      id: orderId,
      reference: `ref_${created}_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      userId: customer?.id ?? null,
      name: customer ? `${customer.firstName} ${customer.lastName}` : fullName(guest!),
      email: customer ? customer.email : emailOf(guestHandle),
      phoneNumber: randomPhone(random),
      ...randomAddress(random),
      transportOption: transport.id,
      deliveryName: transport.label,
      transportCostKobo: transport.costKobo,
      subtotalKobo: subtotal,
      amountKobo: subtotal + transport.costKobo,
      currency: 'NGN',
      status: last.to,
      provider: 'paystack',
      paidAt: paid ? new Date(paid.at) : null,
      // A year of history was announced to the staff as it came in: the new-order alerts job
      // must not send 100,000 "new order" e-mails on the seeded shop's first start.
      announcedAt: new Date(paid?.at ?? created),
      createdAt: new Date(created),
      updatedAt: new Date(last.at),
    });
  }
  return batch;
}
