import { useEffect, useRef, useState } from 'react';
import { transportOptionsFor } from '@shop/shared/checkout/transport';
import { messages } from '@shop/shared/messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { emptyDelivery, type DeliveryForm } from '../checkout-types';
import { useCheckout } from '../use-checkout';
import { CartItems } from './cart-items';
import { DeliveryDetails } from './delivery-details';
import { OrderTotals } from './order-totals';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';
import { ThankYou } from './thank-you';
import { TransportChoice } from './transport-choice';

/**
 * /cart: the items on the left, the delivery form and pay button on the right. An empty cart shows
 * a way back to the shop instead of the form, with the disabled 'Cart is empty' button.
 */
export function CheckoutPage() {
  const { cart, user, busy, pay, sandbox, priceNote, thankYou, issue, fieldChanged } = useCheckout();
  const [form, setForm] = useState<DeliveryForm>(emptyDelivery);
  const [chosenTransport, setTransportOption] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const empty = cart.items.length === 0;
  // Options follow the address: a choice the new address cannot take is dropped, not kept hidden.
  const transportOptions = transportOptionsFor(form.state, form.city);
  const transportOption = transportOptions.some((o) => o.id === chosenTransport) ? chosenTransport : null;
  const errorOf = (field: string) => (issue?.field === field ? issue.message : null);

  // Focus the wrong field, so a phone user need not scroll to find it (the toast says the same).
  useEffect(() => {
    if (!issue) return;
    const field = formRef.current?.querySelector<HTMLElement>(
      `[name="${issue.field}"]:checked, [name="${issue.field}"]`,
    );
    field?.focus();
  }, [issue]);
  const payButton = (
    <button type="submit" disabled={empty || busy} className={`${buttonStyles.primary} w-full`}>
      {busy && <Spinner size={18} label="Starting payment…" />}
      {empty ? messages.checkout.cartEmptyButton : messages.checkout.payButton}
    </button>
  );

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
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
            ref={formRef}
            noValidate
            aria-label="Checkout"
            onSubmit={(e) => {
              e.preventDefault();
              void pay(form, transportOption).then((paid) => {
                if (!paid) return;
                setForm(emptyDelivery);
                setTransportOption(null);
              });
            }}
            className="grid gap-6 rounded-[12px] bg-nude p-5 sm:p-6 lg:sticky lg:top-24"
          >
            <DeliveryDetails
              form={form}
              isGuest={!user}
              issue={issue}
              onChange={(change) => {
                fieldChanged(Object.keys(change));
                setForm((f) => ({ ...f, ...change }));
              }}
            />
            <TransportChoice
              options={transportOptions}
              value={transportOption}
              error={errorOf('transportOption')}
              onChange={(id) => {
                fieldChanged(['transportOption']);
                setTransportOption(id);
              }}
            />
            <OrderTotals subtotal={cart.totalAmount} transportOption={transportOption} />
            {priceNote && (
              <p role="status" className="rounded-[12px] border border-rose bg-ivory p-3 text-sm">
                {priceNote}
              </p>
            )}
            {payButton}
          </form>
        </div>
      )}
      {sandbox && <SandboxPaymentDialog request={sandbox} />}
    </main>
  );
}
