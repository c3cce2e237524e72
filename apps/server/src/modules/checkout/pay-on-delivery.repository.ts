import { queueConfirmedMessage } from '../order-messages/order-message-events.ts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import { OPEN_PAY_ON_DELIVERY_LIMIT } from '@shop/shared/checkout/pay-on-delivery';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { orderConfirmationMail } from '../orders/order-confirmation-mail.ts';
import { recordStatusEvent } from '../orders/order-status.repository.ts';
import { findOrderById, findViewToken } from '../orders/orders.repository.ts';
import { holdDiscountUse } from '../discounts/discount-uses.ts';
import { emailKeyOf, phoneKeyOf } from '../../db/customer-keys.ts';
import {
  assertWithinHoldCap,
  buyerLockNames,
  lockNames,
  OPEN_PAY_ON_DELIVERY,
} from '../stock/buyer-hold-cap.ts';
import { holdCheckoutStock, sellOrderStock } from '../stock/stock-holds.ts';
import { spendOrderCredit, type PendingOrderInput } from './checkout.repository.ts';
import { insertOrderLines, stockWanted } from './order-lines.ts';
import { podConfirmationUrls } from '../pod-confirmation/pod-confirmation-link.ts';

// A pay-on-delivery order is made whole at checkout: no payment step follows, so its counted
// stock is taken (held, then sold, by the stock module's own paths) in the order's transaction.

export type PayOnDeliveryInput = Omit<PendingOrderInput, 'holdMinutes'> & {
  mail: { shopName: string; shopUrl: string; pageUrl: (viewToken: string) => string };
};

export type PayOnDeliveryOrder = { order: Order; viewToken: string };

/**
 * Open pay-on-delivery orders of this phone number or e-mail (any spelling of either); an order
 * staff took without an e-mail is matched by its phone alone.
 */
export async function countOpenPayOnDelivery(tx: DbOrTx, phone: string, email: string): Promise<number> {
  const samePhone = eq(phoneKeyOf(orders.phoneNumber), customerPhoneKey(phone));
  const sameBuyer = email ? or(eq(emailKeyOf(orders.email), customerEmailKey(email)), samePhone) : samePhone;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'pay_on_delivery'),
        inArray(orders.status, [...OPEN_PAY_ON_DELIVERY]),
        sameBuyer,
      ),
    );
  return Number(row?.n ?? 0);
}

async function answerOf(tx: DbOrTx, orderId: string): Promise<PayOnDeliveryOrder> {
  const [order, viewToken] = await Promise.all([findOrderById(tx, orderId), findViewToken(tx, orderId)]);
  return { order: order!, viewToken: viewToken! };
}

/**
 * The order, its lines, its stock taken, its first status event and its confirmation e-mail, in
 * one transaction. The phone number, e-mail and key are locked first (advisory, sorted), so two
 * checkouts of one buyer count open orders one after the other and the cap of 2 holds under
 * concurrency; the same key answers the same order again.
 */
export async function insertPayOnDeliveryOrder(
  db: Database,
  input: PayOnDeliveryInput,
): Promise<PayOnDeliveryOrder> {
  return db.transaction(async (tx) => {
    const { lines, idempotency, mail, holdUnitsPerBuyer, ...order } = input;
    const buyer = { clientIp: order.clientIp, email: order.email, phone: order.phoneNumber };
    await lockNames(tx, [
      ...buyerLockNames(buyer),
      `pod-phone:${customerPhoneKey(order.phoneNumber)}`,
      `pod-email:${customerEmailKey(order.email)}`,
      ...(idempotency ? [`checkout-key:${idempotency.key}`] : []),
    ]);
    if (idempotency) {
      const [earlier] = await tx
        .select({ id: orders.id, digest: orders.requestDigest })
        .from(orders)
        .where(eq(orders.idempotencyKey, idempotency.key));
      if (earlier && earlier.digest === idempotency.digest) return answerOf(tx, earlier.id);
      if (earlier) throw new HttpError(422, messages.checkout.idempotencyKeyReused);
    }
    if ((await countOpenPayOnDelivery(tx, order.phoneNumber, order.email)) >= OPEN_PAY_ON_DELIVERY_LIMIT)
      throw badRequest(messages.payOnDelivery.openOrderLimit, 'paymentMethod');

    const wanted = stockWanted(lines);
    const held = await holdCheckoutStock(tx, wanted);
    // The same cap as an online checkout's: goods taken for the rider are as unpaid as held ones.
    await assertWithinHoldCap(
      tx,
      buyer,
      wanted.filter((l) => held.has(l.key)),
      holdUnitsPerBuyer,
    );
    const [row] = await tx
      .insert(orders)
      .values({
        ...order,
        status: 'pay_on_delivery',
        paymentMethod: 'pay_on_delivery',
        // The shopper is asked to confirm it by the confirmation e-mail's links (decision 53).
        podConfirmation: 'unconfirmed',
        // Nothing to re-check with a provider, and no hold to run out: the goods are taken.
        nextCheckAt: null,
        holdExpiresAt: null,
        idempotencyKey: idempotency?.key ?? null,
        requestDigest: idempotency?.digest ?? null,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await insertOrderLines(tx, orderId, lines, held);
    // The code's use is taken under the code's lock (its caps) and spent at once with the goods:
    // the rider collects the discounted total (decision 0030).
    if (order.discountCode) {
      const { email, phoneNumber: phone, subtotalKobo, discountCode: code } = order;
      await holdDiscountUse(tx, { orderId, code, email, phone, lines, subtotalKobo });
    }
    await spendOrderCredit(tx, orderId, order);
    await sellOrderStock(tx, orderId);
    await recordStatusEvent(tx, {
      orderId,
      fromStatus: null,
      toStatus: 'pay_on_delivery',
      note: 'checkout (pay on delivery)',
    });
    const answer = await answerOf(tx, orderId);
    // The receipt asks the shopper to confirm or cancel (decision 53), by links signed for this order.
    const answerUrls = await podConfirmationUrls(tx, mail.shopUrl, orderId);
    await enqueueMail(
      tx,
      orderConfirmationMail(
        answer.order,
        mail.shopName,
        mail.pageUrl(answer.viewToken),
        'on-delivery',
        answerUrls,
      ),
    );
    await queueConfirmedMessage(
      tx,
      answer.order,
      mail.shopName,
      mail.pageUrl(answer.viewToken),
      'on-delivery',
      answerUrls.confirmUrl,
    );
    return answer;
  });
}
