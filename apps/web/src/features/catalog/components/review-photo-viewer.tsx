import type { ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { Dialog } from '../../../components/ui/dialog';
import { imageUrl } from '../../../lib/image-url';

/**
 * A review's photo at its large size, in the shop's modal (Escape or Close shuts it and focus goes
 * back to the thumbnail). Loaded only when a shopper opens a photo.
 */
export function ReviewPhotoViewer({
  photo,
  alt,
  onClose,
}: {
  photo: ReviewPhoto;
  alt: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={alt} onClose={onClose}>
      <img
        src={imageUrl(photo.large)}
        alt={alt}
        width={800}
        height={800}
        className="mx-auto h-auto max-h-[75vh] w-auto max-w-full rounded-[8px] bg-white object-contain"
      />
    </Dialog>
  );
}
