import type { LoaderFunctionArgs } from 'react-router';
import { viewPayLink } from '../../features/checkout/pay-link/api/view-pay-link';
import { handled } from '../../lib/handled';

/** /pay/:token's loader: the linked order is asked for while the page's code downloads. */
export const loader = ({ params }: LoaderFunctionArgs) => ({
  view: handled(viewPayLink(params.token ?? '')),
});
