import { useLoaderData } from 'react-router';
import { OrderPage } from '../../features/orders/components/order-page';
import type { loader } from './order-route-data';

/** /order/:token: an order's confirmation page, opened after payment or from the e-mailed link. */
export function Component() {
  return <OrderPage order={useLoaderData<typeof loader>().order} />;
}
