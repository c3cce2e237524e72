import { lazy, Suspense, useEffect } from 'react';
import { isDiscountRefusal } from '@shop/shared/discounts/discount-rules';
import { messages } from '@shop/shared/messages';
import type { CheckoutField } from '@shop/shared/checkout/checkout-rules';
import { refuse } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckout } from '../use-checkout';
import { useCheckoutForm } from '../use-checkout-form';
import { useCheckoutQuote } from '../use-checkout-quote';
import { useDiscountCode } from '../use-discount-code';
import { useSavedAddresses } from '../use-saved-addresses';
import { chosenMethod, usePayOnDelivery } from '../use-pay-on-delivery';
import { AcceptedPayments } from './accepted-payments';
import { CartItems } from './cart-items';
import { DeliveryDetails } from './delivery-details';
import { DiscountCodeField } from './discount-code-field';
import { OrderTotals } from './order-totals';
import { SaveAddressBox, SavedAddressChoice } from './saved-address-choice';
import { ThankYou } from './thank-you';
import { TransportChoice } from './transport-choice';

// The demo provider's popup loads only when a payment opens it: most carts never need its code.
const SandboxPaymentDialog = lazy(() =>
  import('./sandbox-payment-dialog').then((m) => ({ default: m.SandboxPaymentDialog })),
);

// Offered only when the shop has pay on delivery on: its rule and the states list load with it.
const PaymentMethodChoice = lazy(() =>
  import('./payment-method-choice').then((m) => ({ default: m.PaymentMethodChoice })),
);

// Tall enough that the footer stays put when the cart's lines replace the loading state.
const shell = 'mx-auto min-h-[80vh] w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12';

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
 * a way back to the shop instead of the form, with the disabled 'Cart is empty' button.
 */
export function CheckoutPage() {
  const { cart, user, busy, pay, sandbox, priceNote, thankYou } = useCheckout();
  const { form, transportOptions, transportOption, change, chooseTransport, check, reset } = useCheckoutForm(
    user,
    cart.items.length,
  );
  const saved = useSavedAddresses(user !== null, form, change);
  const empty = cart.items.length === 0;
  const pod = usePayOnDelivery(cart, form.state !== '');
  const code = useDiscountCode();
  const { quote, error: quoteError } = useCheckoutQuote(cart, {
    state: form.state,
    city: form.city,
    transportOption,
    discountCode: code.applied,
  });
  // A code the quote refuses: its reason by the field, and the totals again without it.
  const { applied, refused } = code;
  useEffect(() => {
    if (quoteError && applied && isDiscountRefusal(quoteError)) refused(quoteError);
  }, [quoteError, applied, refused]);
  const transportKobo = transportOptions.find((o) => o.id === transportOption)?.costKobo ?? 0;

  // The checkout's rules in their order: every broken one marks its field at once (the first on
  // the page takes the focus), and the toast says the first rule's message.
  const {
    errors,
    busy: sending,
    onSubmit,
    setErrors,
  } = useFormSubmit(async (_values, sent) => {
    const result = await check();
    if ('issue' in result) return refuse(result.issue.message, result.errors);
    saved.keepIfAsked(result.checked.delivery);
    const paid =
      chosenMethod(sent) === 'pay_on_delivery'
        ? await pod.place(result.checked, code.applied)
        : await pay(result.checked, code.applied);
    if (paid) reset();
  });
  const errorOf = (field: CheckoutField) => errors[field] ?? null;
  /** A shopper editing a marked field clears its mark. */
  const unmark = (fields: string[]) =>
    setErrors((marks) => Object.fromEntries(Object.entries(marks).filter(([f]) => !fields.includes(f))));
  const payButton = (
    <button type="submit" disabled={empty || sending} className={`${buttonStyles.primary} w-full`}>
      {busy && <Spinner size={18} label="Starting payment…" />}
      {empty ? messages.checkout.cartEmptyButton : messages.checkout.payButton}
    </button>
  );

  return (
    <main className={shell}>
      <h1 className="mb-6 font-display text-3xl sm:text-4xl">Your cart</h1>
      {thankYou && <ThankYou order={thankYou} />}
      {empty ? (
        <section aria-label="Cart items">
          <CartItems cart={cart}>{payButton}</CartItems>
        </section>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,480px)] lg:items-start">
          <section aria-label="Cart items">
            <CartItems cart={cart} />
          </section>
          <form
            noValidate
            aria-label="Checkout"
            onSubmit={onSubmit}
            className="grid gap-6 rounded-[12px] bg-nude p-5 sm:p-6 lg:sticky lg:top-24"
          >
            <SavedAddressChoice
              saved={saved}
              onChosen={() => unmark(['address', 'state', 'city', 'phoneNumber'])}
            />
            <DeliveryDetails
              form={form}
              isGuest={!user}
              errorOf={errorOf}
              onChange={(next) => {
                unmark(Object.keys(next));
                change(next);
              }}
            />
            <SaveAddressBox saved={saved} />
            <TransportChoice
              options={transportOptions}
              value={transportOption}
              error={errorOf('transportOption')}
              emptyNote={form.state && form.city ? messages.delivery.noneHere : null}
              onChange={(id) => {
                unmark(['transportOption']);
                chooseTransport(id);
              }}
            />
            <DiscountCodeField code={code} pending={quote?.discountCode !== code.applied} />
            <OrderTotals
              subtotal={cart.totalAmount}
              quote={quote}
              transportChosen={transportOption !== null}
            />
            {priceNote && (
              <p role="status" className="rounded-[12px] border border-rose bg-ivory p-3 text-sm">
                {priceNote}
              </p>
            )}
            {pod.offer && (
              <Suspense fallback={null}>
                <PaymentMethodChoice
                  offer={pod.offer}
                  state={form.state}
                  amountKobo={
                    quote
                      ? Math.round(quote.amount * 100)
                      : Math.round(cart.totalAmount * 100) + transportKobo
                  }
                  signedIn={user !== null}
                />
              </Suspense>
            )}
            {payButton}
            {pod.channels && <AcceptedPayments channels={pod.channels} payOnDelivery={pod.offer !== null} />}
          </form>
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
