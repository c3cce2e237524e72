import { randomUUID } from 'node:crypto';
import { nairaToKobo } from '@shop/shared/money';
import type { colors, products } from '../../db/schema/index.ts';
import type { DemoTemplate } from './pictures.ts';
import type { Random } from './random.ts';

// Lines of a grown shop: each product follows a demo product (its kind, drawing, shades and
// wording) under a collection name, at a price near the original.

const COLLECTIONS = [
  'Harmattan',
  'Owambe',
  'Eko Nights',
  'Naija Gold',
  'Lekki Sunset',
  'Abuja Bloom',
  'Calabar Carnival',
  'Jos Mist',
  'Benin Bronze',
  'Kano Sahara',
  'Aso Ebi',
  'Rainy Season',
  'Detty December',
  'Ankara',
  'Shea Harvest',
  'Zobo Berry',
  'Palm Wine',
  'Olumo Rock',
  'Niger Delta',
  'Obudu Cloud',
] as const;

/** The demo's full name with the edition where the short name stands (or at its end). */
function editionOf(template: DemoTemplate, named: string, edition: number): string {
  const rest = template.fullname.replace(/^Glow Naija /, '');
  if (rest.includes(template.name)) return rest.replace(template.name, named);
  return edition > 1 ? `${rest} No. ${edition}` : rest;
}

export type BigProduct = typeof products.$inferInsert & { id: string; priceKobo: number };
export type BigColor = typeof colors.$inferInsert & { id: string };

export function buildProducts(
  random: Random,
  templates: DemoTemplate[],
  pictures: string[],
  count: number,
  now: Date,
): { products: BigProduct[]; colors: BigColor[] } {
  const productRows: BigProduct[] = [];
  const colorRows: BigColor[] = [];
  for (let i = 0; i < count; i++) {
    // Alternate the templates, so both categories grow alike.
    const t = i % templates.length;
    const template = templates[t]!;
    const collection = COLLECTIONS[Math.floor(i / templates.length) % COLLECTIONS.length]!;
    const edition = Math.floor(i / (templates.length * COLLECTIONS.length)) + 1;
    // The same line again in a later edition: "Owambe Velvet Matte Lipstick No. 2".
    const named = edition > 1 ? `${template.name} No. ${edition}` : template.name;
    const code = template.category === 'makeup' ? 'MU' : 'SC';
    const id = randomUUID();
    const created = new Date(now.getTime() - random.int(1, 730) * 86_400_000 - random.int(0, 86_399_999));
    productRows.push({
      id,
      productId: `GNB-${code}-${String(i + 1).padStart(5, '0')}`,
      name: `${collection} ${named}`,
      fullname: `Glow Naija ${collection} ${editionOf(template, named, edition)}`,
      description: template.description,
      // The label's ingredients too, so the storefront search reads as much text as a real shop's.
      ingredients: template.ingredients ?? '',
      category: template.category,
      type: template.type,
      // Near the original price, rounded to ₦50 as shops price.
      priceKobo: nairaToKobo(
        Math.max(500, Math.round((template.priceNaira * (0.75 + random.next() * 0.6)) / 50) * 50),
      ),
      image: pictures[t]!,
      inStock: random.chance(0.92),
      createdAt: created,
      updatedAt: created,
    });
    template.colors.forEach((c, position) => {
      colorRows.push({
        id: randomUUID(),
        productId: id,
        name: c.name,
        code: c.code,
        inStock: random.chance(0.85),
        position,
      });
    });
  }
  return { products: productRows, colors: colorRows };
}
