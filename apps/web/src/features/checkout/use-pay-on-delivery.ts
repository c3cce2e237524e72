import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Cart } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import type { PaymentChannel } from '@shop/shared/settings/payment-channels';
import type { PayOnDeliverySettings } from '@shop/shared/settings/settings-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { useAppStores } from '../../lib/store/app-stores';
import { getPaymentMethods } from './api/get-payment-methods';
import { attemptEnded, attemptFor } from './checkout-attempt';

/** The radio group's name: the chosen method is read from the form when it is sent. */
export const PAYMENT_METHOD_FIELD = 'paymentMethod';

export const chosenMethod = (form: HTMLFormElement | null) =>
  form ? new FormData(form).get(PAYMENT_METHOD_FIELD) : null;

/**
 * Pay on delivery at the checkout: the shop's offer, asked once the shopper has chosen a state
 * (so never before the cart's first paint; null until known, or when it is off), with the online
 * channels the shop takes, and placing such an order, whose code loads when it is used.
 */
export function usePayOnDelivery(cart: Cart, stateChosen: boolean) {
  const cartStore = useAppStores().cart;
  const navigate = useNavigate();
  const [offer, setOffer] = useState<PayOnDeliverySettings | null>(null);
  const [channels, setChannels] = useState<readonly PaymentChannel[] | null>(null);
  const [placing, setPlacing] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (!stateChosen || asked.current) return;
    asked.current = true;
    getPaymentMethods()
      .then((m) => {
        setChannels(m.channels);
        setOffer(m.payOnDelivery.enabled ? m.payOnDelivery : null);
      })
      .catch(() => setOffer(null));
  }, [stateChosen]);

  /** Resolves true once the order is made (the page then resets its form). */
  async function place(checked: CheckedCheckout, discountCode: string | null = null): Promise<boolean> {
    if (placing) return false;
    setPlacing(true);
    try {
      const body = {
        items: cart.items.map((i) => ({
          productId: i.productId,
          colorId: i.color?._id ?? null,
          quantity: i.quantity,
        })),
        delivery: checked.delivery,
        transportOption: checked.transport.id,
        paymentMethod: 'pay_on_delivery' as const,
        ...(discountCode && { discountCode }),
      };
      const { placePayOnDeliveryOrder } = await import('./api/place-pay-on-delivery-order');
      const { key } = attemptFor(body);
      const answer = await placePayOnDeliveryOrder(body, key);
      attemptEnded();
      cartStore.clear();
      toast.success(messages.checkout.orderCreated);
      void navigate(`/order/${answer.viewToken}`);
      return true;
    } catch (error) {
      const clear = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (clear) attemptEnded();
      toast.error(clear ? error.message : messages.checkout.orderFailed);
      return false;
    } finally {
      setPlacing(false);
    }
  }

  return { offer, channels, placing, place };
}
