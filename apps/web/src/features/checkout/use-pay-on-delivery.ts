import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Cart } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import type { PaymentChannel } from '@shop/shared/settings/payment-channels';
import type { PayOnDeliverySettings } from '@shop/shared/settings/settings-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { useAppStores } from '../../lib/store/app-stores';
import { useApiRead } from '../../lib/use-api-read';
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
  const [placing, setPlacing] = useState(false);
  // Asked once, when a state is first chosen; the answer stays for the page's life (a form reset
  // after an order keeps it).
  const [wanted, setWanted] = useState(false);
  if (stateChosen && !wanted) setWanted(true);
  const methods = useApiRead(wanted ? 'payment-methods' : null, () => getPaymentMethods()).data;
  // Unknown, off, or not read (a failure leaves the card payment alone): no offer.
  const offer: PayOnDeliverySettings | null = methods?.payOnDelivery.enabled ? methods.payOnDelivery : null;
  const channels: readonly PaymentChannel[] | null = methods?.channels ?? null;

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
