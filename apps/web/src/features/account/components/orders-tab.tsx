import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared/orders/order-schemas';
import { messages } from '@shop/shared/messages';
import { ShopLinks } from '../../../components/shop-links';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionExpiry } from '../../../lib/session/use-session-expiry';
import { getMyOrders } from '../api/account-calls';
import { OrderCard } from './order-card';

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; orders: Order[] };

export function OrdersTab({ userId }: { userId: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const onExpired = useSessionExpiry();
  useEffect(() => {
    let current = true;
    getMyOrders(userId).then(
      (orders) => current && setState({ status: 'done', orders }),
      (error: unknown) => current && !onExpired(error) && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [userId, onExpired]);

  if (state.status === 'loading')
    return (
      <div className="grid place-items-center py-12">
        <Spinner label="Loading your orders" />
      </div>
    );
  if (state.status === 'error')
    return (
      <p role="alert" className="py-8 text-center text-alert">
        {messages.auth.ordersFetchFailed}
      </p>
    );
  if (state.orders.length === 0) return <ShopLinks message={messages.auth.noOrders} />;
  return (
    <div className="flex flex-col gap-4">
      {state.orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </div>
  );
}
