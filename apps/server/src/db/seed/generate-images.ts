// Generates the demo product pictures for the seeded catalogue.
// Why generated: the demo shop must work offline (no network fetches of stock
// photos) and ship without third-party image licensing concerns. Each product
// gets a flat SVG illustration of its packaging in its own shade colours,
// rendered to WebP with sharp. Re-run after editing catalogue.json:
//   npx tsx apps/server/src/db/seed/generate-images.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type SceneProduct, sceneSvg } from './drawings/index.ts';
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
  let total = 0;
  for (const p of catalogue.products) {
    const out = join(imagesDir, `${p.productId}.webp`);
    const buf = await sharp(Buffer.from(sceneSvg(p)))
      .webp({ quality: 80 })
      .toBuffer();
    await writeFile(out, buf);
    total += buf.length;
  }
  console.log(`wrote ${catalogue.products.length} images (${Math.round(total / 1024)} KB) to ${imagesDir}`);

  await mkdir(dirname(placeholderPath), { recursive: true });
  const jpg = await sharp(Buffer.from(placeholderSvg())).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await writeFile(placeholderPath, jpg);
  console.log(`wrote placeholder (${Math.round(jpg.length / 1024)} KB) to ${placeholderPath}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
