import { useState } from 'react';
import { formatNaira } from '@shop/shared/money';
import type { TrackedOrder } from '@shop/shared/orders/order-schemas';
import { deliveryLabel } from '../../../domain/orders/delivery-label';
import { OrderItemLine } from '../../../domain/orders/order-item-line';
import { OrderStatusBadge } from '../../../domain/orders/order-status-badge';
import { ShipmentNote } from '../../../domain/orders/shipment-note';
import { OrderStatusHistory } from '../../../domain/orders/order-status-history';
import { checkFields } from '../../../components/form/field-errors';
import { refuse } from '../../../components/form/form-outcome';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { LoadFailure } from '../../../components/load-failure';

/**
 * The order schemas (the form's rule, the answer's shape) and the lookup load once the shopper is
 * in the form, by the time she sends it: built as their module is evaluated, the schemas were most
 * of this page's start-up on a slow phone, before anyone had typed.
 */
const loadLookup = () =>
  Promise.all([import('@shop/shared/orders/order-schemas'), import('../api/track-order')]);

/** /track: a guest follows an order with its number and the e-mail address it was made with. */
export function TrackPage() {
  // The lookup's failure, shown where the order would be.
  const [problem, setProblem] = useState<unknown>(null);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    const [{ TrackOrderRequestSchema }, { trackOrder }] = await loadLookup();
    const checked = checkFields(TrackOrderRequestSchema, values);
    if (!checked.ok) return refuse('Please enter your order number and email address', checked.errors);
    setProblem(null);
    try {
      setOrder(await trackOrder(checked.data));
    } catch (error) {
      setOrder(null);
      setProblem(error);
    }
  });

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="mb-2 font-display text-3xl sm:text-4xl">Track your order</h1>
      <p className="mb-6 text-plum/80">
        Enter the order number from your confirmation e-mail (for example GN-100001) and the email address you
        ordered with.
      </p>
      <form
        method="post"
        noValidate
        aria-label="Track order"
        onSubmit={onSubmit}
        onFocus={() => void loadLookup()}
        className="grid gap-4 rounded-[12px] bg-nude p-5 sm:grid-cols-2 sm:p-6"
      >
        <TextField label="Order number" name="orderNumber" autoComplete="off" error={errors.orderNumber} />
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          error={errors.email}
        />
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} sm:col-span-2`}>
          {busy && <Spinner size={18} label="Looking up your order…" />}
          Track order
        </button>
      </form>
      {problem !== null && (
        <div className="mt-4">
          <LoadFailure error={problem} fallback="Could not look up the order. Please try again." />
        </div>
      )}
      {order && (
        <section
          aria-label={`Order ${order.orderNumber}`}
          className="mt-6 flex flex-col gap-4 rounded-[12px] bg-nude p-5"
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="whitespace-nowrap font-display text-2xl">{order.orderNumber}</h2>
            <OrderStatusBadge status={order.status} />
          </header>
          <ul className="flex flex-col gap-3">
            {order.items.map((item, i) => (
              <OrderItemLine key={i} item={item} className="bg-white/70" />
            ))}
          </ul>
          <p className="text-sm">
            Delivery: {deliveryLabel(order)} · Total{' '}
            <span className="font-semibold">{formatNaira(order.amount)}</span>
          </p>
          <ShipmentNote shipment={order.shipment} />
          <OrderStatusHistory history={order.history} />
        </section>
      )}
    </main>
  );
}
