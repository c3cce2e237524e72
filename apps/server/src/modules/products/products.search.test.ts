import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

// The storefront search forgives (decision 59): a slip in a word still finds it, and the best
// match comes first (a phrase, then the name, then the kind and ingredients, then the
// description). It runs in memory on the catalogue snapshot, so both engines answer alike; the
// file runs on both all the same.

const { app, db } = await buildTestApp();

// Made oldest first: the listing's own order (newest first) would put each list upside down.
const made = async (name: string, more: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(db, { name, fullname: `Glow Naija ${name}`, description: 'Made in Lagos.', ...more });
await made('Shea Lip Balm', { category: 'skincare', type: 'moisturise' });
await made('Baobab Body Butter', {
  category: 'skincare',
  type: 'body',
  ingredients: 'Adansonia Digitata Seed Oil, Butyrospermum Parkii (Shea) Butter, Glycerin',
});
await made('Velvet Matte Lipstick', { type: 'lips' });
await made('Satin Cream Lipstick', { type: 'lips', description: 'Creamy colour with shea butter.' });
await made('Black Soap Body Wash', { category: 'skincare', type: 'body' });
await made('African Black Soap Cleanser', { category: 'skincare', type: 'cleanse' });
await made('Honey Shine Lip Gloss', { type: 'lips' });
await made('Liquid Foundation', { type: 'face', description: 'A soft black-brown undertone range.' });
await made('Black Velvet Eyeliner', { type: 'eyes' });
await made('Lagos Nights Soap Dish', { type: 'tools' });

type Page = { products: Product[]; total?: number };
const search = async (query: string) => {
  const res = await app.inject({ url: `/api/product/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) => page.products.map((p) => p.name);

describe('the storefront search forgives and ranks', () => {
  it('finds the lipsticks for "lipstik", and the suggestions do too', async () => {
    const found = await search('q=lipstik');
    expect(names(found)).toEqual(['Satin Cream Lipstick', 'Velvet Matte Lipstick']);
    expect(found.total).toBe(2);
    // The header's suggestions ask the same listing for its first six.
    expect(names(await search('q=lipstik&limit=6'))).toEqual([
      'Satin Cream Lipstick',
      'Velvet Matte Lipstick',
    ]);
    // A slip at the end of a word half typed, and two neighbours swapped.
    expect(names(await search('q=lipstk')).slice(0, 2)).toEqual([
      'Satin Cream Lipstick',
      'Velvet Matte Lipstick',
    ]);
    expect(names(await search('q=lisptick')).slice(0, 2)).toEqual([
      'Satin Cream Lipstick',
      'Velvet Matte Lipstick',
    ]);
  });

  it('ranks "shea" in the name, then in the ingredients, then in the description', async () => {
    const found = await search('q=shea');
    expect(names(found)).toEqual(['Shea Lip Balm', 'Baobab Body Butter', 'Satin Cream Lipstick']);
    // The same order within a category, and the other sorts still reorder it.
    expect(names(await search('q=shea&category=skincare'))).toEqual(['Shea Lip Balm', 'Baobab Body Butter']);
    expect((await search('q=SHEA&sort=price-asc')).total).toBe(3);
  });

  it('finds black soap before anything else black', async () => {
    const found = names(await search('q=black%20soap'));
    expect(found.slice(0, 2)).toEqual(['African Black Soap Cleanser', 'Black Soap Body Wash']);
    // Then what is only black or only soap, newest first among equals: the name before the
    // description.
    expect(found.slice(2)).toEqual(['Lagos Nights Soap Dish', 'Black Velvet Eyeliner', 'Liquid Foundation']);
  });

  it('keeps exact words and beginnings before forgiven slips', async () => {
    // "lip" is a word of the balm and the gloss, the start of each lipstick.
    expect(names(await search('q=lip'))).toEqual([
      'Honey Shine Lip Gloss',
      'Shea Lip Balm',
      'Satin Cream Lipstick',
      'Velvet Matte Lipstick',
    ]);
  });

  it('finds nothing for nonsense, or for signs alone', async () => {
    expect(await search('q=xqzvbk')).toEqual({ products: [], total: 0 });
    expect(await search('q=zzqx%20wvpt')).toEqual({ products: [], total: 0 });
    expect(await search('q=.*')).toEqual({ products: [], total: 0 });
    expect(await search('q=(')).toEqual({ products: [], total: 0 });
  });
});
