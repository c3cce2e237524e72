import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, imageSources, imageUrl } from './image-url';

const stored = '0123456789abcdef0123.webp';

describe('imageUrl (the image URL rule)', () => {
  it('uses a value starting with http as it is', () => {
    expect(imageUrl('https://cdn.example.com/a/b/lip.jpg')).toBe('https://cdn.example.com/a/b/lip.jpg');
    expect(imageUrl('http://example.com/x.png')).toBe('http://example.com/x.png');
  });

  it('keeps only the last path segment of anything else, under /api/images/', () => {
    expect(imageUrl('uploads/2024/lip.jpg')).toBe('/api/images/lip.jpg');
    expect(imageUrl('/images/serum.webp')).toBe('/api/images/serum.webp');
    expect(imageUrl('C:\\pics\\cream.png')).toBe('/api/images/cream.png');
    expect(imageUrl(stored)).toBe(`/api/images/${stored}`);
  });

  it('falls back to the placeholder when there is no image', () => {
    expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE).toBe('/placeholder-product.jpg');
  });
});

describe('imageSources', () => {
  it('gives a srcset of the 200, 400 and 800 wide variants for a stored WebP name', () => {
    expect(imageSources(stored)).toEqual({
      src: `/api/images/${stored}`,
      srcSet:
        '/api/images/0123456789abcdef0123-w200.webp 200w, /api/images/0123456789abcdef0123-w400.webp 400w, /api/images/0123456789abcdef0123.webp 800w',
    });
  });

  it('gives no srcset for outside URLs, other names or no image', () => {
    expect(imageSources('https://x.test/0123456789abcdef0123.webp').srcSet).toBeUndefined();
    expect(imageSources('photo.jpg')).toEqual({ src: '/api/images/photo.jpg' });
    expect(imageSources(null)).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
