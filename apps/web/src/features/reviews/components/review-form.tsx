import { useEffect, useState, useTransition } from 'react';
import {
  REVIEW_MAX_LENGTH,
  ReviewBodySchema,
  type MyReview,
  type Review,
} from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import type { SkinType } from '@shop/shared/products/skin';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { checkFields } from '../../../components/form/field-errors';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { fieldStyles } from '../../../components/form/field-styles';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { getMySkin } from '../../../domain/skin/api/my-skin';
import { useApiRead } from '../../../lib/use-api-read';
import { deleteMyReview } from '../api/delete-my-review';
import { postReview } from '../api/post-review';
import { ReviewPhotoPicker } from './review-photo-picker';
import { ReviewSkinSelect } from './review-skin-select';
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
  const [skinType, setSkinType] = useState<SkinType | null>(mine.review?.skinType ?? null);
  const [photos, setPhotos] = useState(mine.review?.photos ?? []);
  useAccountSkin(mine.review === null, setSkinType);
  // What the last change came to, said under the form; a failure is said the forms' own way.
  const [done, setDone] = useState<string | null>(null);
  const [removing, startRemoving] = useTransition();
  const textId = `review-text-${productId}`;
  const ratingId = `review-rating-${productId}`;

  const saved = (message: string) => {
    setDone(message);
    onChanged();
  };

  // The server's own rules (rating 1 to 5, plain text of 2 to 1,000 characters), by their fields.
  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    setDone(null);
    const checked = checkFields(ReviewBodySchema, {
      productId,
      rating,
      review: text,
      skinType,
      photos: photos.map((p) => p.id),
    });
    if (!checked.ok) return refuseFields(checked.errors, messages.somethingWentWrong);
    try {
      const { message, review } = await postReview(checked.data);
      onSaved({ canReview: true, review });
      saved(message);
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  const remove = (own: Review) =>
    startRemoving(async () => {
      setDone(null);
      try {
        const { message } = await deleteMyReview(own._id);
        onSaved({ canReview: true, review: null });
        setRating(0);
        setText('');
        setPhotos([]);
        saved(message);
      } catch (error) {
        refused(error, messages.somethingWentWrong);
      }
    });

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
      <ReviewSkinSelect value={skinType} onChange={setSkinType} />
      <ReviewPhotoPicker to={{ productId }} photos={photos} onChange={setPhotos} />
      <p role="status" className="text-leaf">
        {done}
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

/**
 * A first review starts at the skin type her account keeps (decision 61); she may change it or
 * leave it out. A failed read leaves it empty: the select still works.
 */
function useAccountSkin(firstReview: boolean, set: (skin: SkinType | null) => void) {
  const accountSkin = useApiRead(firstReview ? 'my-skin' : null, getMySkin).data?.skinType;
  useEffect(() => {
    if (accountSkin) set(accountSkin);
  }, [accountSkin, set]);
}
