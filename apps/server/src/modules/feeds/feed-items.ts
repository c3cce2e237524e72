import { storedImageHash } from '@shop/shared/catalog/image-names';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { koboDecimal, nairaToKobo } from '@shop/shared/money';
import { productImageUrl } from '../seo/product-image-url.ts';

/**
 * One line of a product feed, as Meta's catalogue and Google's Merchant Center read one: a
 * product without shades is one item; a product with shades is one item per shade, grouped by
 * `itemGroupId` (the product's id), so each shade shows with its own picture and availability.
 */
export type FeedItem = {
  id: string;
  itemGroupId: string | null;
  title: string;
  description: string;
  inStock: boolean;
  /** "7500.00 NGN": the number, a space, the currency (both services' format). */
  price: string;
  /** While a sale runs (decision 60): its price as `price` writes one, and when it began and ends. */
  sale: { price: string; start: Date; end: Date } | null;
  link: string;
  imageLink: string;
  brand: string;
  color: string | null;
};

/** Google takes descriptions up to 5,000 characters, Meta up to 9,999: the shorter for both. */
const MAX_DESCRIPTION = 5000;
/** Google's title limit (Meta's is 200). */
const MAX_TITLE = 150;

/**
 * A picture both services take: our stored WebP as its JPEG rendition (`<hash>.jpg`, see
 * images.routes.ts), since Meta reads only JPEG, PNG or GIF; any other address as it is.
 */
function feedImage(base: string, image: string | null | undefined): string {
  const hash = image ? storedImageHash(image.split('/').at(-1) ?? '') : undefined;
  return hash ? `${base}/api/images/${hash}.jpg` : productImageUrl(base, image ?? null);
}

/** Plain text on one line: feeds are read by machines that want no markup and no control bytes. */
function plain(text: string, max: number): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const feedPrice = (naira: number) => `${koboDecimal(nairaToKobo(naira))} NGN`;

/** The running sale of a product as shoppers see it now, with when it began (`saleStarts`). */
function saleOf(product: Product, saleStarts: ReadonlyMap<string, string | null>): FeedItem['sale'] {
  const start = saleStarts.get(product._id);
  if (product.salePrice === undefined || !product.saleEndsAt || !start) return null;
  return { price: feedPrice(product.salePrice), start: new Date(start), end: new Date(product.saleEndsAt) };
}

/**
 * Every product of the catalogue (what shoppers see, newest first) as feed items; `saleStarts`
 * holds when each product's sale began (the shopper's view says only when it ends).
 */
export function feedItems(
  products: readonly Product[],
  {
    base,
    brand,
    saleStarts,
  }: { base: string; brand: string; saleStarts: ReadonlyMap<string, string | null> },
) {
  const items: FeedItem[] = [];
  for (const product of products) {
    const common = {
      title: plain(product.fullname || product.name, MAX_TITLE),
      description: plain(product.description || product.fullname, MAX_DESCRIPTION),
      price: feedPrice(product.price),
      sale: saleOf(product, saleStarts),
      link: `${base}/product/${encodeURIComponent(product.productId)}`,
      brand: plain(brand, 100),
    };
    if (product.colors.length === 0) {
      items.push({
        ...common,
        id: product.productId,
        itemGroupId: null,
        inStock: product.inStock,
        imageLink: feedImage(base, product.image),
        color: null,
      });
      continue;
    }
    for (const shade of product.colors) {
      items.push({
        ...common,
        id: shade._id,
        itemGroupId: product.productId,
        inStock: product.inStock && shade.inStock,
        imageLink: feedImage(base, shade.image ?? product.image),
        color: plain(shade.name, 200),
      });
    }
  }
  return items;
}
