import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { storeImage } from '../../modules/images/image-store.ts';
import { sceneSvg } from '../demo-seed/drawings/index.ts';
import type { DemoCatalogue } from '../demo-seed/seed-demo.ts';

export type DemoTemplate = DemoCatalogue['products'][number] & {
  drawing: Parameters<typeof sceneSvg>[0]['drawing'];
};

/**
 * The first `count` of the demo catalogue's products, makeup and skincare in turn: the patterns
 * the big shop's products are made from, one picture each.
 */
export async function readTemplates(count: number): Promise<DemoTemplate[]> {
  const text = await readFile(new URL('../demo-seed/catalogue.json', import.meta.url), 'utf8');
  const all = (JSON.parse(text) as { products: DemoTemplate[] }).products;
  const makeup = all.filter((p) => p.category === 'makeup');
  const skincare = all.filter((p) => p.category === 'skincare');
  const turns = makeup.flatMap((p, i) => (skincare[i] ? [p, skincare[i]] : [p]));
  return turns.slice(0, Math.max(2, count));
}

/**
 * One picture per template, drawn once and stored once through the shop's content-addressed
 * image store: thousands of products then share a few dozen pictures, as the seed must be quick.
 * The drawings differ from the demo's (another backdrop, the shades turned), so the two sets
 * never share a file.
 */
export async function storeTemplatePictures(db: DbOrTx, templates: DemoTemplate[]): Promise<string[]> {
  const names: string[] = [];
  for (const template of templates) {
    const turned = [...template.colors.slice(1), ...template.colors.slice(0, 1)];
    const svg = sceneSvg({ ...template, productId: `BIG-${template.productId}`, colors: turned });
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    names.push(await storeImage(db, webp));
  }
  return names;
}
