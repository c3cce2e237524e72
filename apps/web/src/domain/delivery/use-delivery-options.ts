import { useEffect, useState } from 'react';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import { nairaToKobo } from '@shop/shared/money';
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
  const [answer, setAnswer] = useState<{ key: string; options: DeliveryChoice[] } | null>(null);
  useEffect(() => {
    if (!state || asked.has(key)) return;
    const controller = new AbortController();
    getDeliveryOptions(state, city, controller.signal)
      .then((offers) => {
        const options = offers.map((o) => ({ ...o, costKobo: nairaToKobo(o.price) }));
        asked.set(key, options);
        setAnswer({ key, options });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, options: [] });
      });
    return () => controller.abort();
  }, [key, state, city]);
  if (!state) return [];
  return asked.get(key) ?? (answer?.key === key ? answer.options : null);
}
