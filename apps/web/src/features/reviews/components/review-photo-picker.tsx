import { useId, useState } from 'react';
import { MAX_REVIEW_PHOTOS, type ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { messages } from '@shop/shared/messages';
import { fieldStyles } from '../../../components/form/field-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { imageUrl } from '../../../lib/image-url';
import { uploadReviewPhoto, type PhotoUploadFor } from '../api/upload-review-photo';

type Props = { to: PhotoUploadFor; photos: ReviewPhoto[]; onChange: (photos: ReviewPhoto[]) => void };

/**
 * Up to 3 photos with a review (decision 61), each uploaded as soon as it is chosen (the server
 * re-encodes it and drops its metadata), previewed, and removable before the review is sent.
 */
export function ReviewPhotoPicker({ to, photos, onChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = photos.length >= MAX_REVIEW_PHOTOS;

  async function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, MAX_REVIEW_PHOTOS - photos.length);
    if (chosen.length === 0) return;
    setBusy(true);
    setError(null);
    let next = photos;
    try {
      for (const file of chosen) {
        next = [...next, await uploadReviewPhoto(to, file)];
        onChange(next);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={fieldStyles.label}>
        Add photos (optional)
      </label>
      <p id={hintId} className="text-xs text-plum/85">
        Up to {MAX_REVIEW_PHOTOS} photos, JPEG, PNG, WebP or GIF, 5 MB each. We remove location and camera
        details.
      </p>
      {photos.length > 0 && (
        <ul aria-label="Your photos" className="flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <img
                src={imageUrl(photo.small)}
                alt={`Your upload ${i + 1}`}
                width={80}
                height={80}
                className="size-20 rounded-[8px] border border-plum/15 bg-white object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
                className="min-h-11 px-2 text-xs font-semibold text-plum underline"
              >
                Remove photo {i + 1}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        aria-describedby={hintId}
        disabled={busy || full}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
        className="text-sm text-transparent file:mr-3 file:min-h-11 file:rounded-full file:border file:border-plum file:bg-ivory file:px-4 file:font-semibold file:text-plum disabled:opacity-60"
      />
      {busy && <Spinner size={16} label="Adding the photo…" />}
      {error && (
        <p role="alert" className="text-sm font-semibold text-alert">
          {error}
        </p>
      )}
    </div>
  );
}
