import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Order } from '@shop/shared/orders/order-schemas';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useAwaitedOrder } from '../use-awaited-order';
import { OrderConfirmation } from './order-confirmation';

/** The order read again every few seconds while a transfer for it may still land. */
function LiveOrder({ initial }: { initial: Order }) {
  return <OrderConfirmation order={useAwaitedOrder(initial, useParams().token)} />;
}

/**
 * /order/:token: the confirmation page. Right after payment the checkout hands over the order it
 * already has, shown at once; the route's loader reads it again with the token for its current
 * status (a failed read then keeps the handed order).
 */
export function OrderPage({ order }: { order: Promise<Order> }) {
  const handed = (useLocation().state as { order?: Order } | null)?.order;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <Deferred
        resolve={order}
        loading={
          handed ? (
            <OrderConfirmation order={handed} />
          ) : (
            <div className="grid place-items-center py-12">
              <Spinner label="Loading your order" />
            </div>
          )
        }
        error={(error) =>
          handed ? (
            <OrderConfirmation order={handed} />
          ) : (
            <LoadFailure
              error={error}
              fallback="Could not load this order. Please try again."
              look="section"
            />
          )
        }
      >
        {(fresh) => <LiveOrder initial={fresh} />}
      </Deferred>
    </main>
  );
}
