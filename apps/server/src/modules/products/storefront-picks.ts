import { isAvailable } from '@shop/shared/catalog/listing';
import { suitsSkin, type SkinProfile } from '@shop/shared/products/skin';
import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { HOME_SECTION_COUNT, SIMILAR_COUNT } from '@shop/shared/catalog/storefront';
import type { HomeProducts } from '@shop/shared/catalog/storefront-schemas';

/**
 * The home page's products from the newest-first list: 4 per category and the 4 best rated
 * (`topRated`: the snapshot's ranking, catalog/top-rated.ts).
 */
export function homeProducts(all: readonly Product[], topRated: readonly Product[]): HomeProducts {
  const newest = (category: Category) =>
    all.filter((p) => p.category === category).slice(0, HOME_SECTION_COUNT);
  return {
    skincare: newest('skincare'),
    makeup: newest('makeup'),
    topRated: topRated.slice(0, HOME_SECTION_COUNT),
  };
}

/** The home page's "Top-rated for your skin" row: the ranking's first products for this skin. */
export function topRatedForSkin(topRated: readonly Product[], skin: SkinProfile): Product[] {
  const fits: Product[] = [];
  for (const p of topRated) {
    if (fits.length === HOME_SECTION_COUNT) break;
    if (suitsSkin(p, skin)) fits.push(p);
  }
  return fits;
}

type Pools = { available: Product[]; unavailable: Product[] };

// Each catalogue version's list is split by category once, so a pick costs a few random numbers
// rather than a pass over thousands of products; the split goes with the list it was made from.
const poolsOf = new WeakMap<readonly Product[], Map<Category, Pools>>();

function categoryPools(all: readonly Product[], category: Category): Pools {
  let byCategory = poolsOf.get(all);
  if (!byCategory) {
    byCategory = new Map();
    for (const p of all) {
      const pools = byCategory.get(p.category) ?? { available: [], unavailable: [] };
      (isAvailable(p) ? pools.available : pools.unavailable).push(p);
      byCategory.set(p.category, pools);
    }
    poolsOf.set(all, byCategory);
  }
  return byCategory.get(category) ?? { available: [], unavailable: [] };
}

/** Up to `count` distinct products of `pool`, other than `except`, in random order. */
function sample(pool: readonly Product[], except: Product, count: number, random: () => number) {
  // By code: the product page's copy of a product (with its label) is not the listing's object.
  const eligible = pool.length - (pool.some((p) => p.productId === except.productId) ? 1 : 0);
  const want = Math.min(count, eligible);
  const picked = new Set<Product>();
  while (picked.size < want) {
    const p = pool[Math.floor(random() * pool.length)]!;
    if (p.productId !== except.productId) picked.add(p);
  }
  return [...picked];
}

/**
 * Similar items: products of the same category other than this one, chosen at random on every
 * request; ones that can be bought now come first, the rest only fill the row when too few can.
 */
export function similarProducts(
  all: readonly Product[],
  product: Product,
  random: () => number = Math.random,
): Product[] {
  const { available, unavailable } = categoryPools(all, product.category);
  const first = sample(available, product, SIMILAR_COUNT, random);
  return [...first, ...sample(unavailable, product, SIMILAR_COUNT - first.length, random)];
}
