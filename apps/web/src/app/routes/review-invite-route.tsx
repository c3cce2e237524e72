import { useLoaderData } from 'react-router';
import { InviteReviewPage } from '../../features/reviews/components/invite-review-page';
import type { loader } from './review-invite-route-data';

/** /review/:token: a guest buyer's review invitation, e-mailed when the order was delivered. */
export function Component() {
  return <InviteReviewPage invitation={useLoaderData<typeof loader>().invitation} />;
}
