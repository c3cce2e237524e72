import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { OrderPage } from '../../features/orders/components/order-page';
import { viewOrder } from '../../features/orders/api/view-order';
import { handled } from '../../lib/handled';

/** Starts reading the order with the page's code; the page shows it when it arrives. */
export const loader = ({ params }: LoaderFunctionArgs) => ({ order: handled(viewOrder(params.token ?? '')) });

/** /order/:token: an order's confirmation page, opened after payment or from the e-mailed link. */
export function Component() {
  return <OrderPage order={useLoaderData<typeof loader>().order} />;
}
