import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, imageSources } from '../../lib/image-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  image: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Below the fold by default; pass true for the first, visible images of a page. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched before every other picture. */
  priority?: boolean;
};

/**
 * A product picture: the image URL rule (lib/image-url.ts), a srcset for stored WebP widths, fixed dimensions so
 * nothing jumps, contained on a nude background, and the placeholder when it fails (only once,
 * so a missing placeholder cannot loop).
 */
export function ProductImage({
  image,
  alt,
  eager = false,
  priority = false,
  className = '',
  sizes,
  ...rest
}: Props) {
  const [failed, setFailed] = useState<string | null | undefined>(undefined);
  const broken = failed !== undefined && failed === image;
  const { src, srcSet } = broken ? { src: PLACEHOLDER_IMAGE, srcSet: undefined } : imageSources(image);
  const fail = useCallback(() => setFailed(image), [image]);
  // A picture in the server's HTML may fail before the page has hydrated, when no error handler
  // was listening yet: it is then complete with no pixels.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== PLACEHOLDER_IMAGE) fail();
    },
    [fail],
  );
  return (
    <img
      {...rest}
      ref={checkLoaded}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(min-width: 768px) 25vw, 100vw') : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!broken) fail();
      }}
      className={`bg-nude object-contain ${className}`}
    />
  );
}
