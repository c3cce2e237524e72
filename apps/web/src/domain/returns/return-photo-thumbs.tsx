import { imageVariantName, storedImageHash } from '@shop/shared/catalog/image-names';
import { messages } from '@shop/shared/messages';
import { API_BASE } from '../../lib/api-client';
import { imageUrl } from '../../lib/image-url';

/** A stored photo's small width for a thumbnail (its full size opens on a tap). */
export function thumbUrl(image: string) {
  const hash = storedImageHash(image);
  return hash ? `${API_BASE}/images/${imageVariantName(hash, 200)}` : imageUrl(image);
}

/** A return's photos as thumbnails, each opening the full picture; staff and the shopper see them. */
export function ReturnPhotoThumbs({ photos }: { photos: readonly string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-2">
      {photos.map((image, i) => (
        <li key={image}>
          <a href={imageUrl(image)} target="_blank" rel="noreferrer" className="block">
            <img
              src={thumbUrl(image)}
              alt={messages.returns.photoAlt(i + 1)}
              width={80}
              height={80}
              loading="lazy"
              className="size-20 rounded-[8px] border border-plum/15 bg-white object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
