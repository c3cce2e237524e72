// Generates the demo product pictures for the seeded catalogue.
// Why generated: the demo shop must work offline (no network fetches of stock
// photos) and ship without third-party image licensing concerns. Each product
// gets a flat SVG illustration of its packaging in its own shade colours,
// rendered to WebP with sharp. A product with shades also gets one picture per further shade,
// `<productId>--<n>.webp` (the product drawn in its n-th shade); the first shade is the product's
// own picture. Re-run after editing catalogue.json:
//   npx tsx apps/server/src/tools/demo-seed/generate-images.ts
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type SceneProduct, sceneSvg } from './drawings/index.ts';
import { IMAGE_WIDTHS } from '@shop/shared/catalog/image-names';
import { pictureWidthName, shadePictureName } from './shade-pictures.ts';
import { placeholderSvg } from './drawings/placeholder.ts';

const here = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(here, 'images');
const placeholderPath = join(here, '../../../../web/public/placeholder-product.jpg');

interface Catalogue {
  products: SceneProduct[];
}

async function main(): Promise<void> {
  const catalogue = JSON.parse(await readFile(join(here, 'catalogue.json'), 'utf8')) as Catalogue;
  await mkdir(imagesDir, { recursive: true });
  for (const old of await readdir(imagesDir)) if (old.endsWith('.webp')) await rm(join(imagesDir, old));
  let total = 0;
  let files = 0;
  // Every width the shop stores, made as the image store makes them, so the seed need not decode.
  const write = async (name: string, p: SceneProduct) => {
    const master = sharp(Buffer.from(sceneSvg(p)));
    for (const width of IMAGE_WIDTHS) {
      const buf = await master
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(join(imagesDir, pictureWidthName(name, width)), buf);
      total += buf.length;
    }
    files += 1;
  };
  for (const p of catalogue.products) {
    await write(`${p.productId}.webp`, p);
    for (let n = 1; n < p.colors.length; n++) {
      // The n-th shade leads, so the drawing wears it; the scene's code stays the product's.
      const colors = [...p.colors.slice(n), ...p.colors.slice(0, n)];
      await write(shadePictureName(p.productId, n), { ...p, colors });
    }
  }
  console.log(
    `wrote ${files} pictures in ${IMAGE_WIDTHS.length} widths (${Math.round(total / 1024)} KB) to ${imagesDir}`,
  );

  await mkdir(dirname(placeholderPath), { recursive: true });
  const jpg = await sharp(Buffer.from(placeholderSvg())).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await writeFile(placeholderPath, jpg);
  console.log(`wrote placeholder (${Math.round(jpg.length / 1024)} KB) to ${placeholderPath}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
