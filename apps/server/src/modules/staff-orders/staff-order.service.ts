import { payOnDeliveryRefusal } from '@shop/shared/checkout/pay-on-delivery';
import { MIN_CHARGE_KOBO } from '@shop/shared/discounts/discount-rules';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { StaffOrderRequest, StaffOrderResponse } from '@shop/shared/orders/staff-order-schemas';
import { messages } from '@shop/shared/messages';
import { badRequest } from '../../http-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { priceCheckout, type CheckoutPricingDeps } from '../checkout/checked-checkout.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import { checkedContact, checkedPlace } from './staff-order-checks.ts';
import { insertStaffOrder } from './staff-order.repository.ts';

type Deps = CheckoutPricingDeps & { newReference: () => string; shopName: string; shopUrl: string };

/**
 * An order staff took in a chat, on the phone or at the counter (POST /api/admin/orders): the
 * customer and the place checked by the checkout's rules, priced by the checkout's one price
 * (catalogue prices, the delivery option's price there, the code), less a manual discount given
 * with a reason, then paid already or on delivery. The shop's pay-on-delivery states and maximum
 * may be set aside with a reason; both reasons go into the audit entry.
 */
export async function recordStaffOrder(
  deps: Deps,
  body: StaffOrderRequest,
  staff: AuditActor,
): Promise<StaffOrderResponse> {
  const contact = checkedContact(body.customer);
  const place = await checkedPlace(deps.db, body.delivery, contact.phoneNumber);
  const priced = await priceCheckout(deps, body, place.transport, contact.email || null);

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

  const { order } = await insertStaffOrder(
    deps.db,
    {
      reference: deps.newReference(),
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
        : {
            via: body.payment.method as 'cash' | 'pos' | 'transfer',
            reference: body.payment.reference || null,
          },
      auditNotes,
      mail: { shopName: deps.shopName, pageUrl: (token) => orderPageUrl(deps.shopUrl, token) },
    },
    staff,
  );
  return {
    order: { id: order._id, orderNumber: order.orderNumber, status: order.status, amount: order.amount },
  };
}
