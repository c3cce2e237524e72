import { useState, useTransition } from 'react';
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
import { deleteMyReview, postReview } from '../api/my-reviews';
import { StarRatingInput } from './star-rating-input';

export type ReviewFormProps = { productId: string; onChanged: () => void };

/** The form itself, for a customer who bought the product: their review, to write, update or delete. */
export function ReviewForm({
  productId,
  mine,
  onSaved,
  onChanged,
}: ReviewFormProps & { mine: MyReview; onSaved: (m: MyReview) => void }) {
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
