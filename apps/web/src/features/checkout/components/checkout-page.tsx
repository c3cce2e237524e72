import { lazy, Suspense, useEffect } from 'react';
import { checkoutMessages } from '@shop/shared/checkout/checkout-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import type { StartedAddresses } from '../../../domain/addresses/use-addresses';
import { codeAfterCartLinesShown, useSettled } from '../../../lib/cart/cart-lines-shown';
import type { StartedCartProducts } from '../../../lib/cart/read-cart-products';
import { useCheckout } from '../use-checkout';
import { CartItems } from './cart-items';
import { checkoutFormBox } from './checkout-form-box';
import { ThankYou } from './thank-you';

// The demo provider's popup loads only when a payment opens it: most carts never need its code.
const SandboxPaymentDialog = lazy(() =>
  import('./sandbox-payment-dialog').then((m) => ({ default: m.SandboxPaymentDialog })),
);

// The checkout form (delivery, discount, payment method) loads only for a cart with items, once
// its lines are on screen (cart-lines-shown.ts): the lines are the page's largest content, and
// the form's code, fetched and parsed beside them, made their paint late on a slow phone.
const loadCheckoutForm = () => import('./checkout-form');
const CheckoutForm = lazy(loadCheckoutForm);
const checkoutFormCode = codeAfterCartLinesShown(loadCheckoutForm);

// A screen tall, so the footer starts below the first screen and does not move in sight when the
// cart's lines and the checkout form replace the loading state (at 80vh its top showed on a phone
// and moved down: CLS 0.025 to 0.043 on the cart with items). Below md the heading starts under
// where a toast shows (72 px down, about 55 px tall, the phone's whole width): a tap on + never
// covers it.
const shell = 'mx-auto min-h-screen w-full max-w-6xl px-4 pb-8 pt-[4.5rem] sm:px-6 md:py-12';

/** The page while this browser's cart is not known yet (a page the server rendered, hydrating). */
export function CheckoutPageLoading() {
  return (
    <main className={shell}>
      <h1 className="mb-6 font-display text-3xl sm:text-4xl">Your cart</h1>
      <div className="grid place-items-center py-16">
        <Spinner size={48} label="Loading your cart…" />
      </div>
    </main>
  );
}

/**
 * /cart: the items on the left, the delivery form and pay button on the right. An empty cart shows
 * a way back to the shop instead of the form, with the disabled 'Cart is empty' button. `stock`
 * and `addresses`: the route loader's reads of the lines' products and the shopper's address book.
 */
export function CheckoutPage({
  stock = null,
  addresses = null,
}: {
  stock?: StartedCartProducts | null;
  addresses?: StartedAddresses | null;
}) {
  const { cart, user, busy, pay, sandbox, priceNote, thankYou } = useCheckout();
  const empty = cart.items.length === 0;
  const formLoaded = useSettled(checkoutFormCode);
  useEffect(() => {
    if (!empty) checkoutFormCode.want();
  }, [empty]);
  const formLoading = (
    <div className={`grid place-items-center ${checkoutFormBox}`}>
      <Spinner size={32} label="Loading the checkout…" />
    </div>
  );

  return (
    <main className={shell}>
      <h1 className="mb-6 font-display text-3xl sm:text-4xl">Your cart</h1>
      {thankYou && <ThankYou order={thankYou} />}
      {empty ? (
        <section aria-label="Cart items">
          <CartItems cart={cart}>
            <button type="submit" disabled className={`${buttonStyles.primary} w-full`}>
              {checkoutMessages.cartEmptyButton}
            </button>
          </CartItems>
        </section>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,480px)] lg:items-start">
          <section aria-label="Cart items">
            <CartItems cart={cart} stock={stock} />
          </section>
          {formLoaded ? (
            <Suspense fallback={formLoading}>
              <CheckoutForm
                cart={cart}
                user={user}
                busy={busy}
                pay={pay}
                priceNote={priceNote}
                addresses={addresses}
              />
            </Suspense>
          ) : (
            formLoading
          )}
        </div>
      )}
      {sandbox && (
        <Suspense fallback={<Spinner label="Opening the payment…" />}>
          <SandboxPaymentDialog request={sandbox} />
        </Suspense>
      )}
    </main>
  );
}
