import type { LoaderFunctionArgs } from 'react-router';
import { messages } from '@shop/shared/messages';
import { getUnsubscribe } from '../../features/come-back/api/get-unsubscribe';
import { handled } from '../../lib/handled';

/**
 * /unsubscribe?token=…'s loader: whose link it is, asked for while the page's code downloads; a
 * link without its token is refused here, asking nothing.
 */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return {
    state: handled(
      token
        ? getUnsubscribe(token, request.signal)
        : Promise.reject(new Error(messages.comeBack.unsubscribeBadLink)),
    ),
  };
};
