import type { LoaderFunctionArgs } from 'react-router';
import { getInvitation } from '../../features/reviews/api/get-invitation';
import { handled } from '../../lib/handled';

/** /review/:token's loader: the invitation's order and products, asked for while the page's code downloads. */
export const loader = ({ params, request }: LoaderFunctionArgs) => ({
  invitation: handled(getInvitation(params.token ?? '', request.signal)),
});
