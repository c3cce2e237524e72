import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { reviewMessages } from '@shop/shared/catalog/review-messages';
import { useSessionUser } from '../../../lib/session/use-session-user';
import type { MyReviewRead } from '../start-my-review';

// The form is only for signed-in buyers: a guest gets the sign-in link at once, and the form's
// code (with the validation library) loads only for a signed-in shopper, keeping the product
// page's first bundle small.
const WriteReviewSection = lazy(() =>
  import('./write-review').then((m) => ({ default: m.WriteReviewSection })),
);

/** `started`: the signed-in shopper's "may I review this" read, as the route's loader began it. */
export function WriteReviewLazy(props: {
  productId: string;
  onChanged: () => void;
  started: MyReviewRead | null;
}) {
  const user = useSessionUser();
  if (!user)
    return (
      <section id="write-review" aria-labelledby="write-review-title" className="mt-12 scroll-mt-24">
        <h2 id="write-review-title" className="font-display text-2xl text-plum">
          {reviewMessages.writeReview}
        </h2>
        <p className="mt-4">
          <Link to="/signin" className="font-semibold text-rose underline">
            {reviewMessages.signInToReview}
          </Link>
        </p>
      </section>
    );
  return (
    <Suspense fallback={<div id="write-review" className="mt-12 min-h-24" />}>
      <WriteReviewSection {...props} />
    </Suspense>
  );
}
