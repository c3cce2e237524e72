import { escapeMarkup } from '../seo/escape.ts';
import type { FeedItem } from './feed-items.ts';
import { saleEffectiveDate } from './sale-dates.ts';

const tag = (name: string, value: string | null) =>
  value === null ? '' : `<g:${name}>${escapeMarkup(value)}</g:${name}>`;

/**
 * The feed Google Merchant Center fetches, as RSS 2.0 with Google's namespace. Every product each
 * time: one missing from the feed is removed from Merchant Center. The shop's own products have no
 * barcode or maker's part number, so each says `identifier_exists` no (the brand is the shop's).
 */
export function renderGoogleFeed(items: readonly FeedItem[], shop: { name: string; base: string }): string {
  const entries = items.map(
    (item) =>
      '<item>' +
      tag('id', item.id) +
      tag('title', item.title) +
      tag('description', item.description) +
      tag('link', item.link) +
      tag('image_link', item.imageLink) +
      tag('availability', item.inStock ? 'in_stock' : 'out_of_stock') +
      tag('condition', 'new') +
      tag('price', item.price) +
      tag('sale_price', item.sale?.price ?? null) +
      tag('sale_price_effective_date', item.sale ? saleEffectiveDate(item.sale) : null) +
      tag('brand', item.brand) +
      tag('identifier_exists', 'no') +
      tag('item_group_id', item.itemGroupId) +
      tag('color', item.color) +
      '</item>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n' +
    `<title>${escapeMarkup(shop.name)}</title><link>${escapeMarkup(shop.base)}/</link>` +
    `<description>${escapeMarkup(shop.name)}: makeup and skincare</description>\n` +
    entries.join('') +
    '</channel></rss>\n'
  );
}
