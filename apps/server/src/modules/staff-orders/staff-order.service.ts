import { payOnDeliveryRefusal } from '@shop/shared/checkout/pay-on-delivery';
import { MIN_CHARGE_KOBO } from '@shop/shared/discounts/discount-rules';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { StaffOrderRequest, StaffOrderResponse } from '@shop/shared/orders/staff-order-schemas';
import { messages } from '@shop/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, HttpError } from '../../http-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { priceCheckout, type CheckoutPricingDeps } from '../checkout/checked-checkout.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import { giveUpUnstartedLink } from '../pay-links/pay-link.repository.ts';
import { payerEmail, payLinkUrl } from '../pay-links/pay-link.service.ts';
import type { PaymentProvider, PendingPayment } from '../payments/payment-provider.ts';
import { saveAccessCode } from '../checkout/checkout.repository.ts';
import { checkedContact, checkedPlace } from './staff-order-checks.ts';
import { insertStaffOrder } from './staff-order.repository.ts';

type Deps = CheckoutPricingDeps & {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  shopName: string;
  shopUrl: string;
};

/**
 * An order staff took in a chat, on the phone or at the counter (POST /api/admin/orders): the
 * customer and the place checked by the checkout's rules, priced by the checkout's one price
 * (catalogue prices, the delivery option's price there, the code), less a manual discount given
 * with a reason, then paid already or on delivery. The shop's pay-on-delivery states and maximum
 * may be set aside with a reason; both reasons go into the audit entry. Or it is paid later by a
 * payment link (decision 48): the provider's transaction is opened as a checkout's is, and the
 * link holds the stock for the hours the settings say.
 */
export async function recordStaffOrder(
  deps: Deps,
  body: StaffOrderRequest,
  staff: AuditActor,
): Promise<StaffOrderResponse> {
  const contact = checkedContact(body.customer);
  const place = await checkedPlace(deps.db, body.delivery, contact.phoneNumber);
  const priced = await priceCheckout(deps, body, place.transport, {
    email: contact.email || null,
    phone: contact.phoneNumber || null,
  });

  const manualKobo = body.manualDiscount ? nairaToKobo(body.manualDiscount.amount) : 0;
  // Never below the smallest charge: an order of nothing is a gift, not a sale.
  const mostOff = priced.amountKobo - MIN_CHARGE_KOBO;
  if (manualKobo > mostOff)
    throw badRequest(
      `The manual discount can take at most ${formatNaira(koboToNaira(Math.max(0, mostOff)))} off this order`,
      'manualDiscount.amount',
    );
  const amountKobo = priced.amountKobo - manualKobo;

  const auditNotes: Record<string, unknown> = {};
  if (body.manualDiscount)
    Object.assign(auditNotes, {
      manualDiscount: body.manualDiscount.amount,
      manualDiscountReason: body.manualDiscount.reason,
    });
  const onDelivery = body.payment.method === 'pay_on_delivery';
  if (onDelivery) {
    const { payOnDelivery } = priced.settings.payment;
    if (!payOnDelivery.enabled) throw badRequest(messages.payOnDelivery.disabled, 'payment.method');
    // Staff take the order: the guests rule is the web's. A pickup is paid at the shop, in no state.
    const refusal =
      'pickup' in body.delivery
        ? payOnDeliveryRefusal({ ...payOnDelivery, states: [''] }, { state: '', amountKobo, signedIn: true })
        : payOnDeliveryRefusal(payOnDelivery, { state: place.state, amountKobo, signedIn: true });
    if (refusal && !body.override) throw badRequest(refusal, 'payment.method');
    if (refusal) Object.assign(auditNotes, { limitSetAside: refusal, overrideReason: body.override!.reason });
  }

  const byLink = body.payment.method === 'link';
  const linkUntil = new Date(Date.now() + priced.settings.payment.linkHours * 3_600_000);
  const reference = deps.provider.newReference();
  const { order, payToken } = await insertStaffOrder(
    deps.db,
    {
      reference,
      ...contact,
      address: place.address,
      state: place.state,
      city: place.city,
      transportOption: place.transport.id,
      deliveryName: place.transport.label,
      deliveryEta: place.transport.eta ?? '',
      transportCostKobo: priced.transportCostKobo,
      subtotalKobo: priced.subtotalKobo,
      amountKobo,
      discountCode: priced.discount?.code ?? null,
      discountKobo: priced.discountKobo + manualKobo,
      lines: priced.lines,
      channel: body.channel,
      payment: onDelivery
        ? 'pay_on_delivery'
        : byLink
          ? { linkUntil, provider: deps.provider.name }
          : {
              via: body.payment.method as 'cash' | 'pos' | 'transfer',
              reference: body.payment.reference || null,
            },
      auditNotes,
      mail: {
        shopName: deps.shopName,
        pageUrl: (token) => orderPageUrl(deps.shopUrl, token),
        payLinkUrl: (token) => payLinkUrl(deps.shopUrl, token),
      },
    },
    staff,
  );
  const answer = {
    id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    amount: order.amount,
  };
  if (!payToken) return { order: answer };
  await startLinkPayment(deps, {
    orderId: order._id,
    reference,
    amountKobo,
    email: payerEmail(order, deps.shopUrl),
    channels: priced.settings.payment.channels,
  });
  return {
    order: {
      ...answer,
      payLink: payLinkUrl(deps.shopUrl, payToken),
      payLinkExpiresAt: linkUntil.toISOString(),
    },
  };
}

/**
 * Opens the provider's transaction for a link's order, as the checkout does for its own. When the
 * provider refuses or does not answer, nobody could pay the link: the order is given up, its
 * stock back, and staff are told (502), so they may take it again or another way.
 */
async function startLinkPayment(deps: Deps, payment: Omit<PendingPayment, 'metadata'> & { orderId: string }) {
  const { orderId, ...pending } = payment;
  const { reference } = pending;
  try {
    const { accessCode } = await deps.provider.initialize({
      ...pending,
      metadata: {
        orderId,
        custom_fields: [{ display_name: 'Order', variable_name: 'order', value: reference }],
      },
    });
    if (accessCode) await saveAccessCode(deps.db, orderId, accessCode);
  } catch (error) {
    deps.log.error({ err: error, reference }, 'PAYMENTS: a payment link could not be started');
    await giveUpUnstartedLink(deps.db, orderId);
    throw new HttpError(502, messages.checkout.paymentStartFailed);
  }
}
