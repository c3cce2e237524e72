import { messages } from '@shop/shared/messages';
import { MAX_REVIEW_PHOTOS, type ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { PhotoPicker } from '../../../components/form/photo-picker';
import { imageUrl } from '../../../lib/image-url';
import { uploadReviewPhoto, type PhotoUploadFor } from '../api/upload-review-photo';

type Props = { to: PhotoUploadFor; photos: ReviewPhoto[]; onChange: (photos: ReviewPhoto[]) => void };

/** Up to 3 photos with a review (decision 61), previewed and removable before the review is sent. */
export function ReviewPhotoPicker({ to, photos, onChange }: Props) {
  return (
    <PhotoPicker
      label="Add photos (optional)"
      hint={`Up to ${MAX_REVIEW_PHOTOS} photos, JPEG, PNG, WebP or GIF, 5 MB each. We remove location and camera details.`}
      listLabel="Your photos"
      max={MAX_REVIEW_PHOTOS}
      photos={photos}
      onChange={onChange}
      upload={(file) => uploadReviewPhoto(to, file)}
      thumbSrc={(photo) => imageUrl(photo.small)}
      altOf={(n) => `Your upload ${n}`}
      removeLabel={(n) => `Remove photo ${n}`}
      failMessage={messages.somethingWentWrong}
    />
  );
}
