import type { LoaderFunctionArgs } from 'react-router';
import { getPodConfirmation } from '../../features/orders/api/pod-confirmation';
import { handled } from '../../lib/handled';

/** /orders/confirm/:token's loader: the order the link was made for, asked for while the page's code downloads. */
export const loader = ({ params, request }: LoaderFunctionArgs) => ({
  order: handled(getPodConfirmation(params.token ?? '', request.signal)),
});
