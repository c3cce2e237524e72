// The demo's per-shade pictures: the n-th shade (counting from 0) of a product is drawn into
// `<productId>--<n + 1>.webp`; shade 0 wears the product's own picture. Each picture is committed in
// every width the shop stores, so the seed stores them without decoding.

import { readFile } from 'node:fs/promises';
import { IMAGE_WIDTHS } from '@shop/shared/catalog/image-names';

/** A demo picture's file in one stored width: `<name>.webp` is the largest, `<name>-w400.webp`… */
export function pictureWidthName(fileName: string, width: number): string {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return width === largest ? fileName : fileName.replace(/\.webp$/, `-w${width}.webp`);
}

/** Every width of a committed demo picture, smallest first, ready for `storeEncodedImage`. */
export function readPicture(fileName: string): Promise<Buffer[]> {
  return Promise.all(
    IMAGE_WIDTHS.map((w) => readFile(new URL(`./images/${pictureWidthName(fileName, w)}`, import.meta.url))),
  );
}

export function shadePictureName(productId: string, index: number): string {
  return `${productId}--${index + 1}.webp`;
}
