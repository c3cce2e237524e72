import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MyReview } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useApiRead } from '../../../lib/use-api-read';
import { getMyReview } from '../api/get-my-review';
import type { MyReviewRead } from '../start-my-review';
import { ReviewForm, type ReviewFormProps as Props } from './review-form';

/**
 * The product page's review form (loaded on demand, outside the first page's bundle). Only a
 * customer who bought the product gets the form; a guest is asked to sign in, anyone else is told
 * why not. The server checks all of it again. Whether they bought it is read with the page's data
 * (`started`, from the route's loader).
 */
export function WriteReview({ started, ...props }: Props & { started: MyReviewRead | null }) {
  const user = useSessionUser();
  if (!user) return null; // guests get the sign-in link from write-review-lazy.tsx
  const mine = started?.userId === user._id ? started.answer : null;
  return <MyReviewAnswer key={user._id} started={mine} {...props} />;
}

function MyReviewAnswer({ started, ...props }: Props & { started: Promise<MyReview> | null }) {
  // The page's read when its loader could start one for this shopper; asked here only when it
  // could not (no stored session then: she signed in on this page).
  const read = useApiRead(
    `my-review|${props.productId}`,
    (signal) => started ?? getMyReview(props.productId, signal),
  );
  if (read.error !== undefined) return <LoadFailure error={read.error} words="page" />;
  if (!read.data) return <p className="text-plum/70">Loading…</p>;
  return <MyReviewForm first={read.data} {...props} />;
}

function MyReviewForm({ first, ...props }: Props & { first: MyReview }) {
  const [mine, setMine] = useState(first);
  if (!mine.canReview) return <p>{messages.reviews.notBought}</p>;
  return <ReviewForm {...props} mine={mine} onSaved={setMine} />;
}

/** Brings the form into view when the page was opened at #write-review (the dashboard's and e-mail's links). */
function useScrollToForm(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.location.hash === '#write-review') ref.current?.scrollIntoView({ block: 'start' });
  }, [ref]);
}

/** The form with its heading, as the product page shows it. */
export function WriteReviewSection(props: Props & { started: MyReviewRead | null }) {
  const ref = useRef<HTMLElement>(null);
  useScrollToForm(ref);
  return (
    <section ref={ref} id="write-review" aria-labelledby="write-review-title" className="mt-12 scroll-mt-24">
      <h2 id="write-review-title" className="font-display text-2xl text-plum">
        {messages.reviews.writeReview}
      </h2>
      <div className="mt-4">
        <WriteReview {...props} />
      </div>
    </section>
  );
}
