import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import { nairaToKobo } from '@shop/shared/money';
import { useApiRead } from '../../lib/use-api-read';
import { getDeliveryOptions } from './get-delivery-options';

/** An option as the cart shows it and the checkout's rules take it. */
export type DeliveryChoice = TransportChoice & { eta: string };

const asked = new Map<string, DeliveryChoice[]>();

/**
 * The delivery options the shop offers at this state and LGA (asked once a state is chosen; the
 * answer for a place is kept for the page's life), or null while they are not known. A stale
 * answer (the shopper changed the address meanwhile) is dropped.
 */
export function useDeliveryOptions(state: string, city: string): DeliveryChoice[] | null {
  const key = `${state}\u0000${city}`;
  const known = asked.get(key);
  const read = useApiRead(state && !known ? key : null, async (signal) => {
    const offers = await getDeliveryOptions(state, city, signal);
    const options = offers.map((o) => ({ ...o, costKobo: nairaToKobo(o.price) }));
    asked.set(key, options);
    return options;
  });
  if (!state) return [];
  // A place whose options cannot be read offers none (the page says so), until asked again.
  return known ?? read.data ?? (read.error === undefined ? null : []);
}
