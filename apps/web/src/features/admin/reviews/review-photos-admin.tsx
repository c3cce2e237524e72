import type { Review } from '@shop/shared/catalog/review-schemas';
import { imageUrl } from '../../../lib/image-url';

/**
 * A review's photos for staff: each with a button to hide it from shoppers or show it again
 * (decision 61). A hidden one is dimmed and says so.
 */
export function ReviewPhotosAdmin({
  review,
  onHide,
}: {
  review: Review;
  onHide: (photoId: string, hidden: boolean) => void;
}) {
  if (review.photos.length === 0) return null;
  return (
    <ul aria-label={`Photos by ${review.name}`} className="flex flex-wrap gap-3">
      {review.photos.map((photo, i) => (
        <li key={photo.id} className="flex flex-col items-center gap-1">
          <a href={imageUrl(photo.large)} target="_blank" rel="noreferrer" className="block">
            <img
              src={imageUrl(photo.small)}
              alt={`Upload ${i + 1} by ${review.name}${photo.hidden ? ' (hidden)' : ''}`}
              width={80}
              height={80}
              loading="lazy"
              className={`size-20 rounded-[8px] border border-plum/15 bg-white object-cover ${photo.hidden ? 'opacity-40' : ''}`}
            />
          </a>
          {photo.hidden && <span className="text-xs font-semibold text-alert">Hidden</span>}
          <button
            type="button"
            onClick={() => onHide(photo.id, !photo.hidden)}
            className="min-h-11 px-2 text-xs font-semibold text-plum underline"
          >
            {photo.hidden ? `Show photo ${i + 1}` : `Hide photo ${i + 1}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
