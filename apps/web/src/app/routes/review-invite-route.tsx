import { InviteReviewPage } from '../../features/reviews/components/invite-review-page';

/** /review/:token: a guest buyer's review invitation, e-mailed when the order was delivered. */
export function Component() {
  return <InviteReviewPage />;
}
