import { OrderPage } from '../../features/orders/components/order-page';

/** /order/:token: an order's confirmation page, opened after payment or from the e-mailed link. */
export function Component() {
  return <OrderPage />;
}
