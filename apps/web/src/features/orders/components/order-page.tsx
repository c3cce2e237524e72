import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Order } from '@shop/shared/orders/order-schemas';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { viewOrder } from '../api/order-calls';
import { OrderConfirmation } from './order-confirmation';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; order: Order };

/**
 * /order/:token: the confirmation page. Right after payment the checkout hands over the order it
 * already has, shown at once; the order is read again with the token for its current status.
 */
export function OrderPage() {
  const { token = '' } = useParams();
  const handed = (useLocation().state as { order?: Order } | null)?.order;
  const [state, setState] = useState<State>(
    handed ? { status: 'done', order: handed } : { status: 'loading' },
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    let current = true;
    viewOrder(token).then(
      (order) => current && setState({ status: 'done', order }),
      (error: unknown) =>
        current &&
        !handed &&
        setState({
          status: 'error',
          message: error instanceof ApiError ? error.message : 'Could not load this order. Please try again.',
        }),
    );
    return () => {
      current = false;
    };
  }, [token, handed]);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      {state.status === 'loading' && (
        <div className="grid place-items-center py-12">
          <Spinner label="Loading your order" />
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className="py-12 text-center text-alert">
          {state.message}
        </p>
      )}
      {state.status === 'done' && <OrderConfirmation order={state.order} />}
    </main>
  );
}
