// Stored product images are content-addressed WebP files in a few widths: `<hash>.webp` is the
// largest (what a product's `image` holds), `<hash>-w400.webp` and `<hash>-w200.webp` the smaller.
// The page derives a srcset from the name; the server stores and serves them.

export const IMAGE_WIDTHS = [200, 400, 800] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export function imageVariantName(hash: string, width: number): string {
  return width === LARGEST ? `${hash}.webp` : `${hash}-w${width}.webp`;
}

/** The hash of a stored image name, or undefined for any other name (an upload URL, say). */
export function storedImageHash(filename: string): string | undefined {
  const match = /^([0-9a-f]{20})\.webp$/.exec(filename);
  return match?.[1];
}

/**
 * How wide the product page draws its picture. The page's <img> and the server's preload of it
 * must say the same, or the browser downloads the picture twice.
 */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
