import type { Order } from '@shop/shared/orders/order-schemas';
import { messages } from '@shop/shared/messages';
import { ShopLinks } from '../../../components/shop-links';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { OrderCard } from './order-card';

/** The user's orders, read by the dashboard's loader. */
export function OrdersTab({ orders }: { orders: Promise<Order[]> }) {
  return (
    <Deferred
      resolve={orders}
      loading={<OrdersLoading />}
      error={(error) => (
        <LoadFailure error={error} fallback={messages.auth.ordersFetchFailed} words="page" look="section" />
      )}
    >
      {(list) =>
        list.length === 0 ? (
          <ShopLinks message={messages.auth.noOrders} />
        ) : (
          <div className="flex flex-col gap-4">
            {list.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </div>
        )
      }
    </Deferred>
  );
}

/** Where the orders come; the dashboard's frame shows it too (dashboard.tsx). */
export const OrdersLoading = () => (
  <div className="grid place-items-center py-12">
    <Spinner label="Loading your orders" />
  </div>
);
