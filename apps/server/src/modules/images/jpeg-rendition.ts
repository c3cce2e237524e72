import sharp from 'sharp';

/**
 * A stored WebP picture as a JPEG of the same size, on a white ground (a transparent WebP would
 * turn black): the product feeds' picture, since Meta's catalogue takes JPEG, PNG or GIF only.
 */
export function jpegOf(webp: Buffer): Promise<Buffer> {
  return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
