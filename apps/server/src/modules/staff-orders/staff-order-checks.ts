import { checkDeliveryPlace } from '@shop/shared/checkout/checkout-rules';
import { isEmailAddress, isNigerianPhone } from '@shop/shared/checkout/contact-rules';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import { messages } from '@shop/shared/messages';
import { PICKUP } from '@shop/shared/orders/pickup';
import type { StaffOrderRequest } from '@shop/shared/orders/staff-order-schemas';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { offeredDeliveryOptions } from '../delivery/delivery.service.ts';

export type CheckedContact = { name: string; phoneNumber: string; email: string };
export type CheckedPlace = { address: string; state: string; city: string; transport: TransportChoice };

/**
 * The customer as staff typed them: a name, a Nigerian phone number (the one thing a chat customer
 * always has) and, if given, an e-mail for the receipt. The checkout's own messages.
 */
export function checkedContact(customer: StaffOrderRequest['customer']): CheckedContact {
  const c = messages.checkout;
  if (!isNigerianPhone(customer.phone)) throw badRequest(c.invalidPhone, 'customer.phone');
  const email = customer.email ?? '';
  if (email !== '' && !isEmailAddress(email)) throw badRequest(c.invalidEmail, 'customer.email');
  return { name: customer.name, phoneNumber: customer.phone, email };
}

/**
 * Where the order goes: picked up at the shop, or an address checked by the checkout's rules (the
 * state, its LGA) with one of the delivery options the shop offers there, at its price.
 */
export async function checkedPlace(
  db: Database,
  delivery: StaffOrderRequest['delivery'],
  phoneNumber: string,
): Promise<CheckedPlace> {
  if ('pickup' in delivery) return { address: PICKUP.label, state: '', city: '', transport: PICKUP };
  const { issues, place } = checkDeliveryPlace({ ...delivery, phoneNumber });
  const [first] = issues;
  if (first || !place)
    throw badRequest(first?.message ?? messages.checkout.address, `delivery.${first?.field ?? 'address'}`);
  const offered = await offeredDeliveryOptions(db, place.state, place.city);
  const transport = offered.find((o) => o.id === delivery.transportOption);
  if (!delivery.transportOption) throw badRequest(messages.checkout.transport, 'delivery.transportOption');
  if (!transport) throw badRequest(messages.checkout.transportNotOffered, 'delivery.transportOption');
  return { address: place.address, state: place.state, city: place.city, transport };
}
