import { useEffect, useRef, useState, useTransition, type RefObject } from 'react';
import {
  REVIEW_MAX_LENGTH,
  ReviewBodySchema,
  type MyReview,
  type Review,
} from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { checkFields } from '../../../components/form/field-errors';
import { fieldStyles } from '../../../components/form/field-styles';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { deleteMyReview, getMyReview, postReview } from '../api/my-reviews';
import { StarRatingInput } from './star-rating-input';

type Props = { productId: string; onChanged: () => void };

/**
 * The product page's review form (loaded on demand, outside the first page's bundle). Only a
 * customer who bought the product gets the form; a guest is asked to sign in, anyone else is told
 * why not. The server checks all of it again.
 */
export function WriteReview({ productId, onChanged }: Props) {
  const user = useSessionUser();
  const [mine, setMine] = useState<MyReview | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!user) return;
    let current = true;
    getMyReview(productId).then(
      (answer) => current && setMine(answer),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [user, productId]);

  if (!user) return null; // guests get the sign-in link from write-review-lazy.tsx
  if (loadFailed) return <p className="text-alert">{messages.somethingWentWrong}</p>;
  if (!mine) return <p className="text-plum/70">Loading…</p>;
  if (!mine.canReview) return <p>{messages.reviews.notBought}</p>;
  return <ReviewForm productId={productId} mine={mine} onSaved={setMine} onChanged={onChanged} />;
}

function ReviewForm({
  productId,
  mine,
  onSaved,
  onChanged,
}: Props & { mine: MyReview; onSaved: (m: MyReview) => void }) {
  const [rating, setRating] = useState(mine.review?.rating ?? 0);
  const [text, setText] = useState(mine.review?.review ?? '');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, startRemoving] = useTransition();
  const textId = `review-text-${productId}`;
  const ratingId = `review-rating-${productId}`;

  /** Runs a change on the server and says how it went under the form. */
  async function run(work: () => Promise<string>) {
    setStatus(null);
    try {
      setStatus({ ok: true, text: await work() });
      onChanged();
    } catch (error) {
      setStatus({ ok: false, text: error instanceof ApiError ? error.message : messages.somethingWentWrong });
    }
  }

  // The server's own rules (rating 1 to 5, plain text of 2 to 1,000 characters), by their fields.
  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    const checked = checkFields(ReviewBodySchema, { productId, rating, review: text });
    if (!checked.ok) {
      setStatus({ ok: false, text: Object.values(checked.errors)[0] ?? messages.somethingWentWrong });
      return checked.errors;
    }
    await run(async () => {
      const { message, review } = await postReview(checked.data);
      onSaved({ canReview: true, review });
      return message;
    });
  });

  const remove = (own: Review) =>
    startRemoving(() =>
      run(async () => {
        const { message } = await deleteMyReview(own._id);
        onSaved({ canReview: true, review: null });
        setRating(0);
        setText('');
        return message;
      }),
    );

  return (
    <form onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4" noValidate>
      <div>
        <StarRatingInput value={rating} onChange={setRating} {...describedProps(ratingId, errors.rating)} />
        <FieldError fieldId={ratingId} message={errors.rating} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className={fieldStyles.label}>
          Your review
        </label>
        <textarea
          id={textId}
          name="review"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          required
          className={fieldStyles.box}
          {...describedProps(textId, errors.review)}
        />
        <FieldError fieldId={textId} message={errors.review} />
        <span className="text-xs text-plum/60">
          {text.length}/{REVIEW_MAX_LENGTH}
        </span>
      </div>
      <p role="status" className={status?.ok === false ? 'text-alert' : 'text-leaf'}>
        {status?.text}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy || removing} aria-busy={busy} className={buttonStyles.primary}>
          {mine.review ? 'Update review' : 'Submit review'}
        </button>
        {mine.review && (
          <button
            type="button"
            disabled={busy || removing}
            aria-busy={removing}
            onClick={() => mine.review && remove(mine.review)}
            className={buttonStyles.secondary}
          >
            Delete my review
          </button>
        )}
      </div>
    </form>
  );
}

/** Brings the form into view when the page was opened at #write-review (the dashboard's and e-mail's links). */
function useScrollToForm(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.location.hash === '#write-review') ref.current?.scrollIntoView({ block: 'start' });
  }, [ref]);
}

/** The form with its heading, as the product page shows it. */
export function WriteReviewSection(props: Props) {
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
