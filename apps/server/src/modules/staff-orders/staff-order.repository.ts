import { queueConfirmedMessage, queuePayLinkMessage } from '../order-messages/order-message-events.ts';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import { OPEN_PAY_ON_DELIVERY_LIMIT } from '@shop/shared/checkout/pay-on-delivery';
import { messages } from '@shop/shared/messages';
import type { OrderChannel } from '@shop/shared/orders/order-channels';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { CollectionMethod } from '@shop/shared/orders/payment-methods';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { insertOrderLines, stockWanted } from '../checkout/order-lines.ts';
import { countOpenPayOnDelivery } from '../checkout/pay-on-delivery.repository.ts';
import type { PricedLine } from '../checkout/price-items.ts';
import { holdDiscountUse } from '../discounts/discount-uses.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { orderConfirmationMail } from '../orders/order-confirmation-mail.ts';
import { recordStatusEvent } from '../orders/order-status.repository.ts';
import { findOrderById, findViewToken } from '../orders/orders.repository.ts';
import { lockNames } from '../stock/buyer-hold-cap.ts';
import { newPayToken } from '../pay-links/pay-link.repository.ts';
import type { ProviderName } from '../payments/payment-provider.ts';
import { holdCheckoutStock, sellOrderStock } from '../stock/stock-holds.ts';

export type StaffOrderInput = {
  reference: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  state: string;
  city: string;
  transportOption: string;
  deliveryName: string;
  deliveryEta: string;
  transportCostKobo: number;
  subtotalKobo: number;
  amountKobo: number;
  discountCode: string | null;
  discountKobo: number;
  lines: PricedLine[];
  channel: Exclude<OrderChannel, 'web'>;
  /**
   * Paid already (cash, POS, transfer, with its reference), to the rider, or later by a payment
   * link open until `linkUntil` through `provider` (decision 48).
   */
  payment:
    | { via: CollectionMethod; reference: string | null }
    | 'pay_on_delivery'
    | { linkUntil: Date; provider: ProviderName };
  /** What the audit entry says beyond the order itself: a manual discount, a limit set aside. */
  auditNotes: Record<string, unknown>;
  mail: {
    shopName: string;
    pageUrl: (viewToken: string) => string;
    payLinkUrl: (payToken: string) => string;
  };
};

/** The order's columns for how it is paid: collected now, on delivery, or by its link later. */
function paymentColumns(payment: StaffOrderInput['payment'], now: Date) {
  if (payment === 'pay_on_delivery')
    // Taken by staff from the shopper herself (a chat, a call, the counter): confirmed as it is
    // recorded, so she is not asked again (decision 53).
    return {
      status: 'pay_on_delivery',
      paymentMethod: 'pay_on_delivery',
      provider: 'shop',
      podConfirmation: 'confirmed',
      podAnsweredVia: 'staff',
      podAnsweredAt: now,
    } as const;
  if ('linkUntil' in payment)
    // Unpaid like a web checkout, its stock held until the link closes; the re-check asks the
    // provider on its usual schedule, and the payment settles it by the checkout's one path.
    return {
      status: 'pending',
      paymentMethod: 'online',
      provider: payment.provider,
      holdExpiresAt: payment.linkUntil,
      payToken: newPayToken(),
      payLinkExpiresAt: payment.linkUntil,
    } as const;
  return {
    status: 'paid',
    paymentMethod: 'direct',
    provider: 'shop',
    paidAt: now,
    collectedVia: payment.via,
    collectedAt: now,
    paymentReference: payment.reference,
    // Nothing to re-check with a provider, and no hold to run out: the goods are taken.
    nextCheckAt: null,
    holdExpiresAt: null,
  } as const;
}

/** What the status history says of how the order was taken. */
function takenNote(channel: string, payment: StaffOrderInput['payment']) {
  if (payment === 'pay_on_delivery') return `taken by staff (${channel}, pay on delivery)`;
  if ('linkUntil' in payment) return `taken by staff (${channel}, to be paid by link)`;
  return `taken by staff (${channel}, paid by ${payment.via})`;
}

/**
 * The order staff took, whole, in one transaction: its stock taken from the same counts as a web
 * checkout's (the same row locks, so the two never sell one unit twice) and sold at once (held
 * until paid, for a payment link), its code's use spent, its first status, the receipt when there
 * is an e-mail, and the audit entry naming who took it. Anything refused (stock, the code, the
 * open pay-on-delivery cap) writes nothing.
 */
export async function insertStaffOrder(
  db: Database,
  input: StaffOrderInput,
  staff: AuditActor,
): Promise<{ order: Order; viewToken: string; payToken: string | null }> {
  return db.transaction(async (tx) => {
    const { lines, payment, mail, auditNotes, channel, ...order } = input;
    const onDelivery = payment === 'pay_on_delivery';
    if (onDelivery) {
      // The checkout's cap of open pay-on-delivery orders per buyer, counted one buyer at a time.
      await lockNames(tx, [
        `pod-phone:${customerPhoneKey(order.phoneNumber)}`,
        ...(order.email ? [`pod-email:${customerEmailKey(order.email)}`] : []),
      ]);
      if ((await countOpenPayOnDelivery(tx, order.phoneNumber, order.email)) >= OPEN_PAY_ON_DELIVERY_LIMIT)
        throw badRequest(messages.payOnDelivery.openOrderLimit, 'payment.method');
    }
    const held = await holdCheckoutStock(tx, stockWanted(lines));
    const now = new Date();
    const columns = paymentColumns(payment, now);
    const [row] = await tx
      .insert(orders)
      .values({ ...order, ...columns, channel, takenBy: staff.id })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await insertOrderLines(tx, orderId, lines, held);
    if (order.discountCode) {
      const { email, phoneNumber: phone, subtotalKobo, discountCode: code } = order;
      await holdDiscountUse(tx, { orderId, code, email, phone, lines, subtotalKobo });
    }
    const { status } = columns;
    if (status !== 'pending') await sellOrderStock(tx, orderId);
    await recordStatusEvent(tx, {
      orderId,
      fromStatus: null,
      toStatus: status,
      changedBy: staff.id,
      note: takenNote(channel, payment),
    });
    const [saved, viewToken] = await Promise.all([findOrderById(tx, orderId), findViewToken(tx, orderId)]);
    await recordChange(tx, {
      actor: staff,
      kind: 'order.recorded',
      subject: { type: 'order', id: orderId },
      summary: `Order ${saved!.orderNumber} taken on ${channel} for ${saved!.name}: ${status}`,
      after: { channel, status, amount: saved!.amount, ...auditNotes },
    });
    // A link's receipt goes when it is paid (settle-payment.ts), as a web checkout's does.
    if (order.email && status !== 'pending')
      await enqueueMail(
        tx,
        orderConfirmationMail(
          saved!,
          mail.shopName,
          mail.pageUrl(viewToken!),
          onDelivery ? 'on-delivery' : 'paid',
        ),
      );
    // By WhatsApp or SMS even without an e-mail: a chat customer's phone is how she is reached.
    if (status !== 'pending')
      await queueConfirmedMessage(
        tx,
        saved!,
        mail.shopName,
        mail.pageUrl(viewToken!),
        onDelivery ? 'on-delivery' : 'paid',
      );
    const payToken = ('payToken' in columns && columns.payToken) || null;
    if (payToken && typeof payment === 'object' && 'linkUntil' in payment) {
      const link = { url: mail.payLinkUrl(payToken), expiresAt: payment.linkUntil.toISOString() };
      await queuePayLinkMessage(tx, saved!, link, mail.shopName);
    }
    return { order: saved!, viewToken: viewToken!, payToken };
  });
}
