import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { storeImage } from './image-store.ts';

const { app, db } = await buildTestApp();

const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c8557a' } })
  .png()
  .toBuffer();
const stored = await storeImage(db, png);
const hash = stored.replace('.webp', '');

describe('GET /api/images/:filename', () => {
  it('serves a stored image as WebP with immutable caching', async () => {
    const res = await app.inject({ url: `/api/images/${stored}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
  });

  it('serves the smaller widths under their -w400 and -w200 names', async () => {
    for (const width of [400, 200]) {
      const res = await app.inject({ url: `/api/images/${hash}-w${width}.webp` });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('serves the largest width as a JPEG under <hash>.jpg, for the product feeds', async () => {
    const res = await app.inject({ url: `/api/images/${hash}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(800);
    expect((await app.inject({ url: '/api/images/0123456789abcdef0123.jpg' })).statusCode).toBe(404);
  });

  it('answers 304 to a browser that already holds the image', async () => {
    const first = await app.inject({ url: `/api/images/${stored}` });
    const again = await app.inject({
      url: `/api/images/${stored}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // As HTTP compares for GET: weak tags and lists count too.
    for (const sent of [`W/${first.headers.etag}`, `"other", ${first.headers.etag}`]) {
      const res = await app.inject({ url: `/api/images/${stored}`, headers: { 'if-none-match': sent } });
      expect(res.statusCode).toBe(304);
    }
  });

  it('answers an unknown image name with a 404 and a message', async () => {
    const res = await app.inject({ url: '/api/images/00000000000000000000.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Image not found' });
  });
});
