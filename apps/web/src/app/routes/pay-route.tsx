import { useLoaderData } from 'react-router';
import { PayLinkPage } from '../../features/checkout/pay-link/components/pay-link-page';
import type { loader } from './pay-route-data';

/** /pay/:token: a payment link for an unpaid order, sent by the shop in a chat. */
export function Component() {
  return <PayLinkPage view={useLoaderData<typeof loader>().view} />;
}
