import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, imageSources } from '../../lib/image-url';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  image: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Below the fold by default; pass true for the first, visible image of a page. */
  eager?: boolean;
};

/**
 * A product picture: the image URL rule (lib/image-url.ts), a srcset for stored WebP widths, fixed dimensions so
 * nothing jumps, contained on a nude background, and the placeholder when it fails (only once,
 * so a missing placeholder cannot loop).
 */
export function ProductImage({ image, alt, eager = false, className = '', sizes, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null | undefined>(undefined);
  const broken = failed !== undefined && failed === image;
  const { src, srcSet } = broken ? { src: PLACEHOLDER_IMAGE, srcSet: undefined } : imageSources(image);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(min-width: 768px) 25vw, 100vw') : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => {
        if (!broken) setFailed(image);
      }}
      className={`bg-nude object-contain ${className}`}
    />
  );
}
