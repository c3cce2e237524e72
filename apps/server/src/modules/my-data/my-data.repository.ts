import { asc, eq, inArray, sql } from 'drizzle-orm';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  colors,
  customerNotes,
  mailUnsubscribes,
  orderItems,
  orders,
  products,
  reviews,
  savedItems,
  sessions,
  shopperShades,
  stockNotifications,
  users,
} from '../../db/schema/index.ts';

// Everything the shop holds that is keyed to one account, read for its owner (decision 56): the
// account with the skin and shade it keeps (decisions 57 and 58), its addresses, its orders with their lines, its reviews, saved items, back-in-stock
// requests and marketing opt-out under its e-mail, its sign-ins and the staff's notes on its
// orders. Secrets stay out: password hash, session and reset hashes, order page and payment
// link tokens, payment access codes, idempotency keys.

const naira = (kobo: number) => koboToNaira(kobo);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function readAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      verifiedEmail: users.verifiedEmail,
      createdAt: users.createdAt,
      skinType: users.skinType,
      skinConcerns: users.skinConcerns,
      shadeDepth: shopperShades.depth,
      shadeUndertone: shopperShades.undertone,
    })
    .from(users)
    .leftJoin(shopperShades, eq(shopperShades.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { verifiedEmail, createdAt, skinType, skinConcerns, shadeDepth, shadeUndertone, ...account } = row;
  return {
    ...account,
    emailVerified: verifiedEmail !== null && verifiedEmail === account.email.toLowerCase(),
    createdAt: iso(createdAt),
    skin: { type: skinType, concerns: skinConcerns ?? [] },
    shade: shadeDepth ? { depth: shadeDepth, undertone: shadeUndertone } : null,
  };
}

export async function readAddresses(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      address: addresses.address,
      state: addresses.state,
      city: addresses.city,
      phoneNumber: addresses.phoneNumber,
      isDefault: addresses.isDefault,
      createdAt: addresses.createdAt,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

/** The account's orders, every status, oldest first, each with its lines. */
export async function readOrders(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      channel: orders.channel,
      name: orders.name,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
      address: orders.address,
      state: orders.state,
      city: orders.city,
      delivery: orders.deliveryName,
      paymentMethod: orders.paymentMethod,
      paymentChannel: orders.paymentChannel,
      discountCode: orders.discountCode,
      subtotalKobo: orders.subtotalKobo,
      discountKobo: orders.discountKobo,
      transportCostKobo: orders.transportCostKobo,
      amountKobo: orders.amountKobo,
      refundedKobo: orders.refundedKobo,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      ipAddress: orders.clientIp,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  const lines = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          product: orderItems.productName,
          productCode: orderItems.productCode,
          shade: orderItems.colorName,
          quantity: orderItems.quantity,
          unitPriceKobo: orderItems.unitPriceKobo,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.productName))
    : [];
  return rows.map(
    ({
      id,
      orderNumber,
      subtotalKobo,
      discountKobo,
      transportCostKobo,
      amountKobo,
      refundedKobo,
      ...order
    }) => ({
      orderNumber: formatOrderNumber(orderNumber),
      ...order,
      subtotal: naira(subtotalKobo),
      discount: naira(discountKobo),
      deliveryPrice: naira(transportCostKobo),
      total: naira(amountKobo),
      refunded: naira(refundedKobo),
      createdAt: iso(order.createdAt),
      paidAt: iso(order.paidAt),
      items: lines
        .filter((line) => line.orderId === id)
        .map(({ orderId: _orderId, unitPriceKobo, ...line }) => ({
          ...line,
          unitPrice: naira(unitPriceKobo),
        })),
    }),
  );
}

export async function readReviews(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      product: products.name,
      productCode: products.productId,
      rating: reviews.rating,
      name: reviews.name,
      review: reviews.review,
      verified: reviews.verified,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

export async function readSavedItems(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ product: products.name, productCode: products.productId, savedAt: savedItems.createdAt })
    .from(savedItems)
    .innerJoin(products, eq(products.id, savedItems.productId))
    .where(eq(savedItems.userId, userId))
    .orderBy(asc(savedItems.createdAt));
  return rows.map((r) => ({ ...r, savedAt: iso(r.savedAt) }));
}

/** "Notify me" requests and the marketing opt-out made under the account's e-mail, any case. */
export async function readEmailChoices(db: DbOrTx, email: string) {
  const address = email.toLowerCase();
  const requests = await db
    .select({
      product: products.name,
      productCode: products.productId,
      shade: colors.name,
      askedAt: stockNotifications.createdAt,
      notifiedAt: stockNotifications.notifiedAt,
    })
    .from(stockNotifications)
    .innerJoin(products, eq(products.id, stockNotifications.productId))
    .leftJoin(colors, eq(colors.id, stockNotifications.colorId))
    .where(eq(sql`lower(${stockNotifications.email})`, address))
    .orderBy(asc(stockNotifications.createdAt));
  const [optOut] = await db
    .select({ since: mailUnsubscribes.createdAt })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.email, address));
  return {
    backInStockRequests: requests.map((r) => ({
      ...r,
      askedAt: iso(r.askedAt),
      notifiedAt: iso(r.notifiedAt),
    })),
    marketingEmails: { unsubscribed: optOut !== undefined, since: iso(optOut?.since ?? null) },
  };
}

/** The account's sign-ins still open: when each began and ends (never the token's hash). */
export async function readSignIns(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows.map((r) => ({ signedInAt: iso(r.signedInAt), expiresAt: iso(r.expiresAt) }));
}

/** What the staff noted on the account's orders: the person's data too, under the right of access. */
export async function readNotes(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ orderNumber: orders.orderNumber, note: customerNotes.body, writtenAt: customerNotes.createdAt })
    .from(customerNotes)
    .innerJoin(orders, eq(orders.id, customerNotes.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(customerNotes.createdAt));
  return rows.map((r) => ({
    ...r,
    orderNumber: formatOrderNumber(r.orderNumber),
    writtenAt: iso(r.writtenAt),
  }));
}
