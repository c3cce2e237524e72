import { lazy, Suspense, useState } from 'react';
import type { ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { imageUrl } from '../../../lib/image-url';

// The large view (and the modal's code) loads only when a shopper opens a photo.
const ReviewPhotoViewer = lazy(() =>
  import('./review-photo-viewer').then((m) => ({ default: m.ReviewPhotoViewer })),
);

/** "Photo by Adaeze of Glow Serum": the reviewer's first name, as her review shows her name. */
const reviewPhotoAlt = (reviewer: string, product: string) =>
  `Photo by ${reviewer.split(' ')[0] ?? reviewer} of ${product}`;

/** A review's photos as small thumbnails; each opens the larger picture in a dialog. */
export function ReviewPhotoThumbs({
  photos,
  reviewer,
  product,
}: {
  photos: readonly ReviewPhoto[];
  reviewer: string;
  product: string;
}) {
  const [open, setOpen] = useState<ReviewPhoto | null>(null);
  if (photos.length === 0) return null;
  const alt = reviewPhotoAlt(reviewer, product);
  return (
    <>
      <ul aria-label={`Photos by ${reviewer}`} className="mt-3 flex gap-2">
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(photo)}
              aria-label={`Open larger: ${alt}`}
              className="block rounded-[8px] focus-visible:outline-2 focus-visible:outline-rose"
            >
              <img
                src={imageUrl(photo.small)}
                alt={alt}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 rounded-[8px] border border-plum/15 bg-white object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ReviewPhotoViewer photo={open} alt={alt} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
