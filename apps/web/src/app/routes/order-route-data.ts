import type { LoaderFunctionArgs } from 'react-router';
import { viewOrder } from '../../features/orders/api/view-order';
import { handled } from '../../lib/handled';

/** /order/:token's loader: starts reading the order with the page's code; the page shows it when it arrives. */
export const loader = ({ params }: LoaderFunctionArgs) => ({ order: handled(viewOrder(params.token ?? '')) });
