import { formatNaira } from '../money.ts';
import type { Category, Product } from './product-schemas.ts';

// Each storefront page's title and description, the same on both sides: the server writes them
// into the HTML it sends (what crawlers and link previews read) and the page sets them again as
// shoppers move around without reloading.

export type PageMeta = { title: string; description: string };

const SHOP_TAGLINE = 'Makeup and skincare';
const SHOP_DESCRIPTION =
  'Makeup and skincare for Nigerian skin, priced in naira and delivered across all 36 states and the FCT.';

const LISTINGS: Record<Category, { heading: string; description: string }> = {
  makeup: {
    heading: 'Makeup',
    description: 'Foundations, lipsticks, glosses and palettes in shades made for Nigerian skin.',
  },
  skincare: {
    heading: 'Skincare',
    description: 'Cleansers, serums, sunscreens and body care for Nigerian sun and humidity.',
  },
};

export function homeMeta(shopName: string): PageMeta {
  return { title: `${shopName} · ${SHOP_TAGLINE}`, description: SHOP_DESCRIPTION };
}

export function listingMeta(category: Category, shopName: string): PageMeta {
  const listing = LISTINGS[category];
  return { title: `${listing.heading} · ${shopName}`, description: listing.description };
}

/** The naira price first, so a link preview shows it however short it cuts the text. */
export function productMeta(product: Product, shopName: string): PageMeta {
  return {
    title: `${product.fullname} · ${shopName}`,
    description: `${formatNaira(product.price)} · ${excerpt(product.description, 150)}`,
  };
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s.,;:·-]+$/, '')}…`;
}
