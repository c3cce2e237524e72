import { lazy, Suspense, useEffect } from 'react';
import type { Cart } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout, CheckoutField } from '@shop/shared/checkout/checkout-rules';
import { isDiscountRefusal } from '@shop/shared/discounts/discount-rules';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import { nairaToKobo } from '@shop/shared/money';
import { refuse } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import type { StartedAddresses } from '../../../domain/addresses/use-addresses';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { forgetCheckoutVisit } from '../checkout-visit';
import { useCheckoutForm } from '../use-checkout-form';
import { useCheckoutQuote } from '../use-checkout-quote';
import { useDiscountCode } from '../use-discount-code';
import { useSavedAddresses } from '../use-saved-addresses';
import { chosenMethod, usePayOnDelivery } from '../use-pay-on-delivery';
import { AcceptedPayments } from './accepted-payments';
import { checkoutFormBox } from './checkout-form-box';
import { DeliveryDetails } from './delivery-details';
import { DiscountCodeField } from './discount-code-field';
import { OrderTotals } from './order-totals';
import { SaveAddressBox, SavedAddressChoice } from './saved-address-choice';
import { TransportChoice } from './transport-choice';

// Offered only when the shop has pay on delivery on: its rule and the states list load with it.
const PaymentMethodChoice = lazy(() =>
  import('./payment-method-choice').then((m) => ({ default: m.PaymentMethodChoice })),
);

/**
 * The checkout form beside a cart with items: saved address, delivery details, transport, discount
 * code, totals, payment method and the pay button. Its own chunk: an empty cart never loads it
 * (checkout-page.tsx starts the import as soon as the stored cart has items).
 */
export default function CheckoutForm({
  cart,
  user,
  busy,
  pay,
  priceNote,
  addresses = null,
}: {
  cart: Cart;
  user: SessionUser | null;
  /** A payment is starting (the pay button's spinner). */
  busy: boolean;
  /** Pays checked details online; resolves true once paid. */
  pay: (checked: CheckedCheckout, discountCode: string | null) => Promise<boolean>;
  priceNote: string | null;
  /** The cart route loader's read of the signed-in shopper's address book. */
  addresses?: StartedAddresses | null;
}) {
  const { form, transportOptions, transportOption, change, chooseTransport, check, reset } = useCheckoutForm(
    user,
    cart.items.length,
  );
  const bookRead = user && addresses?.userId === user._id ? addresses.answer : null;
  const saved = useSavedAddresses(user !== null, form, change, bookRead);
  const pod = usePayOnDelivery(cart, form.state !== '');
  const code = useDiscountCode(user?._id ?? null);
  const { quote, error: quoteError } = useCheckoutQuote(cart, {
    state: form.state,
    city: form.city,
    transportOption,
    discountCode: code.applied,
    email: user ? undefined : form.email,
    phoneNumber: form.phoneNumber,
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
    if (!paid) return;
    // Placed: the next visit's checkout starts empty, its code not applied again.
    reset();
    code.remove();
    forgetCheckoutVisit();
  });
  const errorOf = (field: CheckoutField) => errors[field] ?? null;
  /** A shopper editing a marked field clears its mark. */
  const unmark = (fields: string[]) =>
    setErrors((marks) => Object.fromEntries(Object.entries(marks).filter(([f]) => !fields.includes(f))));

  return (
    <form noValidate aria-label="Checkout" onSubmit={onSubmit} className={`grid gap-6 ${checkoutFormBox}`}>
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
      <OrderTotals subtotal={cart.totalAmount} quote={quote} transportChosen={transportOption !== null} />
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
            amountKobo={quote ? nairaToKobo(quote.amount) : nairaToKobo(cart.totalAmount) + transportKobo}
            signedIn={user !== null}
          />
        </Suspense>
      )}
      <button type="submit" disabled={sending} className={`${buttonStyles.primary} w-full`}>
        {busy && <Spinner size={18} label="Starting payment…" />}
        {messages.checkout.payButton}
      </button>
      {pod.channels && <AcceptedPayments channels={pod.channels} payOnDelivery={pod.offer !== null} />}
    </form>
  );
}
