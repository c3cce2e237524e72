import { useState } from 'react';
import { REVIEW_MAX_LENGTH, ReviewBodySchema, type Review } from '@shop/shared/catalog/review-schemas';
import type { ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { messages } from '@shop/shared/messages';
import type { SkinType } from '@shop/shared/products/skin';
import { FieldError, describedProps } from '../../../components/form/field-error';
import { checkFields } from '../../../components/form/field-errors';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { fieldStyles } from '../../../components/form/field-styles';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { postInvitedReview } from '../api/post-invited-review';
import { ReviewPhotoPicker } from './review-photo-picker';
import { ReviewSkinSelect } from './review-skin-select';
import { StarRatingInput } from './star-rating-input';

/** One product's review from a guest's invitation: stars and text, sent once with the link's token. */
export function InviteReviewForm({
  token,
  productId,
  onSaved,
}: {
  token: string;
  productId: string;
  onSaved: (review: Review) => void;
}) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [skinType, setSkinType] = useState<SkinType | null>(null);
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const textId = `review-text-${productId}`;
  const ratingId = `review-rating-${productId}`;

  // The server's own rules (rating 1 to 5, plain text of 2 to 1,000 characters), by their fields.
  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    const checked = checkFields(ReviewBodySchema, {
      productId,
      rating,
      review: text,
      skinType,
      photos: photos.map((p) => p.id),
    });
    if (!checked.ok) return refuseFields(checked.errors, messages.somethingWentWrong);
    try {
      onSaved((await postInvitedReview(token, checked.data)).review);
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
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
      <ReviewPhotoPicker to={{ token }} photos={photos} onChange={setPhotos} />
      <div>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonStyles.primary}>
          Submit review
        </button>
      </div>
    </form>
  );
}
