import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DemoCatalogue } from './seed-demo.ts';
import { shadePictureName } from './shade-pictures.ts';

const catalogue = JSON.parse(
  await readFile(new URL('./catalogue.json', import.meta.url), 'utf8'),
) as DemoCatalogue;
const picture = (name: string) => readFile(new URL(`./images/${name}`, import.meta.url));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the demo pictures', () => {
  it('gives every product a picture of its own: no two share one', async () => {
    const hashes = await Promise.all(
      catalogue.products.map(async (p) => sha(await picture(`${p.productId}.webp`))),
    );
    expect(new Set(hashes).size).toBe(catalogue.products.length);
  });

  it('draws every further shade of a product in its own picture, unlike the product’s', async () => {
    for (const p of catalogue.products.filter((item) => item.colors.length > 1)) {
      const own = sha(await picture(`${p.productId}.webp`));
      const shades = await Promise.all(
        p.colors.slice(1).map(async (_, i) => sha(await picture(shadePictureName(p.productId, i + 1)))),
      );
      expect(new Set([own, ...shades]).size, p.productId).toBe(p.colors.length);
    }
  });

  it('keeps the committed pictures small (WebP, 800 px, under 2 MB in all, every width)', async () => {
    const names = (await readdir(new URL('./images/', import.meta.url))).filter((n) => n.endsWith('.webp'));
    const sizes = await Promise.all(names.map(async (n) => (await picture(n)).byteLength));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(2 * 1024 * 1024);
    expect(Math.max(...sizes)).toBeLessThan(40 * 1024);
  });
});
