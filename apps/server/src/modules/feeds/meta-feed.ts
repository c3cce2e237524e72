import { csvRow } from '../data-exchange/csv-cells.ts';
import type { FeedItem } from './feed-items.ts';
import { saleEffectiveDate } from './sale-dates.ts';

/** The columns of Meta's catalogue template: its required fields, then the optional ones we fill. */
const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'color',
  'sale_price',
  'sale_price_effective_date',
] as const;

/** The feed Meta's Commerce Manager fetches (Facebook, Instagram and WhatsApp catalogues), as CSV. */
export function renderMetaFeed(items: readonly FeedItem[]): string {
  let csv = csvRow(META_COLUMNS);
  for (const item of items) {
    csv += csvRow([
      item.id,
      item.title,
      item.description,
      item.inStock ? 'in stock' : 'out of stock',
      'new',
      item.price,
      item.link,
      item.imageLink,
      item.brand,
      item.itemGroupId,
      item.color,
      item.sale?.price ?? null,
      item.sale ? saleEffectiveDate(item.sale) : null,
    ]);
  }
  return csv;
}
