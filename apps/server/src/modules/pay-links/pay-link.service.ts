import { queuePayLinkMessage } from '../order-messages/order-message-events.ts';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import { internationalDigits } from '@shop/shared/checkout/contact-rules';
import { messages } from '@shop/shared/messages';
import type { PayLink } from '@shop/shared/orders/order-schemas';
import { isPickup } from '@shop/shared/orders/pickup';
import { payLinkPath, type PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { shopDateTime } from '@shop/shared/dates/shop-time';
import type { Database } from '../../db/client.ts';
import { conflict, gone, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { storedCheckoutAnswer } from '../checkout/checkout-answer.ts';
import { orderLines } from '../checkout/checkout.repository.ts';
import { withDetails } from '../orders/orders.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { UNPAID_STATUSES, type OrderRow } from '../payments/settlement.repository.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { reholdOrderStock } from '../stock/stock-holds.ts';
import { findOrderByPayToken, lockOrderRow, openPayLink } from './pay-link.repository.ts';

// Payment links (decision 48): staff make one for any unpaid order; whoever holds it sees the
// order and pays its own transaction, settled by the checkout's one path (settle-payment.ts).

export const payLinkUrl = (shopUrl: string, token: string) => `${shopUrl}${payLinkPath(token)}`;

/**
 * The e-mail the provider's transaction carries: the customer's, or, for a chat customer who gave
 * none, one named after her phone on the shop's domain (Paystack requires an e-mail).
 */
export function payerEmail(order: Pick<OrderRow, 'email' | 'phoneNumber'>, shopUrl: string): string {
  if (order.email) return order.email;
  return `customer-${internationalDigits(order.phoneNumber)}@${new URL(shopUrl).hostname}`;
}

/** A link is open while its order is unpaid and its time has not come. */
const isOpen = (row: OrderRow, now: Date) =>
  row.status === 'pending' &&
  row.payToken !== null &&
  row.payLinkExpiresAt !== null &&
  row.payLinkExpiresAt > now;

type LinkDeps = { db: Database; shopUrl: string; shopName: string };

/**
 * The order's link, made or reopened by staff (`take_orders`): an open link is answered as it is
 * (asking twice makes one link); otherwise it opens for the hours the settings say, the order's
 * stock is held again as long (409 when it has sold meanwhile), and the audit log records it.
 */
export async function makePayLink(deps: LinkDeps, orderId: string, staff: AuditActor): Promise<PayLink> {
  if (!isUuid(orderId)) throw notFound(messages.paper.orderNotFound);
  const { linkHours } = (await readShopSettings(deps.db)).payment;
  return deps.db.transaction(async (tx) => {
    const row = await lockOrderRow(tx, orderId);
    if (!row) throw notFound(messages.paper.orderNotFound);
    if (row.status !== 'pending') throw conflict(messages.payLinks.notUnpaid);
    // A Paystack checkout whose transaction never started has nothing a link could resume.
    if (row.provider === 'paystack' && !row.accessCode) throw conflict(messages.payLinks.noPaymentStarted);
    const now = new Date();
    if (isOpen(row, now))
      return { url: payLinkUrl(deps.shopUrl, row.payToken!), expiresAt: row.payLinkExpiresAt!.toISOString() };
    await reholdOrderStock(tx, orderId);
    const expiresAt = new Date(now.getTime() + linkHours * 3_600_000);
    const token = await openPayLink(tx, orderId, expiresAt);
    const order = await withDetails(tx, row);
    await recordChange(tx, {
      actor: staff,
      kind: 'order.pay_link',
      subject: { type: 'order', id: orderId },
      summary: `Payment link for order ${order.orderNumber}, open until ${shopDateTime(expiresAt)}`,
      after: { expiresAt: expiresAt.toISOString() },
    });
    const link = { url: payLinkUrl(deps.shopUrl, token), expiresAt: expiresAt.toISOString() };
    // Sent once, when the link opens: asking again for an open link sends nothing more.
    await queuePayLinkMessage(tx, order, link, deps.shopName);
    return link;
  });
}

type ViewDeps = LinkDeps & { provider: PaymentProvider; shopName: string };

/**
 * GET /api/pay/:token: the order's public summary and its payment's parameters. A paid, cancelled
 * or expired link answers 410 with what happened, so it is never paid twice nor after its time.
 */
export async function viewPayLink(deps: ViewDeps, token: string): Promise<PayLinkView> {
  const row = await findOrderByPayToken(deps.db, token);
  if (!row) throw notFound(messages.payLinks.notFound);
  if (row.status === 'cancelled') throw gone(messages.payLinks.cancelled);
  if (!(UNPAID_STATUSES as readonly string[]).includes(row.status)) throw gone(messages.payLinks.paid);
  if (!isOpen(row, new Date())) throw gone(messages.payLinks.expired);
  const [order, lines, settings] = await Promise.all([
    withDetails(deps.db, row),
    orderLines(deps.db, row.id),
    readShopSettings(deps.db),
  ]);
  const payment = storedCheckoutAnswer(row, lines, [], {
    provider: deps.provider,
    channels: settings.payment.channels,
  });
  return {
    shopName: deps.shopName,
    order: {
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      items: order.items,
      totalItems: order.totalItems,
      amount: order.amount,
      subtotal: order.subtotal,
      transportOption: order.transportOption,
      deliveryName: order.deliveryName,
      deliveryEta: order.deliveryEta,
      transportCost: order.transportCost,
      status: order.status,
      history: order.history,
      ...(order.discount && { discount: order.discount }),
      name: order.name,
      address: order.address,
      state: order.state,
      city: order.city,
      pickup: isPickup(row),
    },
    expiresAt: row.payLinkExpiresAt!.toISOString(),
    ...(row.transferExpiresAt &&
      row.transferExpiresAt > new Date() && { awaitingTransferUntil: row.transferExpiresAt.toISOString() }),
    payment: { ...payment, email: payerEmail(row, deps.shopUrl) },
  };
}
