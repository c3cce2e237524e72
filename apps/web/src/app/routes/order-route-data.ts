import type { LoaderFunctionArgs } from 'react-router';
import { viewOrder } from '../../features/orders/api/view-order';
import { handled } from '../../lib/handled';
import { takeHandedOrder } from '../../lib/handed-order';

/**
 * /order/:token's loader: the order the checkout has just confirmed when it handed one over (it is
 * current), otherwise it starts reading the order with the page's code; the page shows it when it
 * arrives.
 */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const token = params.token ?? '';
  const current = takeHandedOrder(token);
  return { order: current ? Promise.resolve(current) : handled(viewOrder(token)) };
};
