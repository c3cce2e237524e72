import { FEED_PATHS } from '@shop/shared/catalog/feed-paths';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shopOrigin } from '../../public-address/shop-origin.ts';
import { clientHas } from '../catalog/catalog-reply.ts';
import { feedItems, type FeedItem } from './feed-items.ts';
import { renderGoogleFeed } from './google-feed.ts';
import { renderMetaFeed } from './meta-feed.ts';

type Feed = { text: string; etag: string };

type Shop = { name: string; base: string };

const FEEDS = {
  meta: { type: 'text/csv; charset=utf-8', render: (items: FeedItem[]) => renderMetaFeed(items) },
  google: {
    type: 'application/xml; charset=utf-8',
    render: (items: FeedItem[], shop: Shop) => renderGoogleFeed(items, shop),
  },
} as const;

/**
 * The product feeds Meta's Commerce Manager and Google Merchant Center fetch on a schedule:
 * `/feeds/meta.csv` and `/feeds/google.xml`. Each is made once per catalogue version (a price or
 * stock change makes a new version at once) and answered with an ETag, so a fetcher that has the
 * current feed gets a 304; a minute's max-age keeps any cache in between no more than a minute
 * behind. Links and pictures use the shop's configured address, never a request's Host.
 */
export async function feedRoutes(app: FastifyInstance) {
  const made = new Map<string, Feed>();

  const route = (name: keyof typeof FEEDS, path: string) =>
    app.get(path, async (request, reply) => {
      const snapshot = await app.catalog.get();
      const key = `${name} ${snapshot.version}`;
      let feed = made.get(key);
      if (!feed) {
        const base = shopOrigin(app.config);
        const shop = { name: app.config.SHOP_NAME, base };
        const saleStarts = new Map(snapshot.adminProducts.map((p) => [p._id, p.saleStartsAt]));
        const text = FEEDS[name].render(
          feedItems(snapshot.products, { base, brand: shop.name, saleStarts }),
          shop,
        );
        feed = { text, etag: `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"` };
        // Only the current version's feeds are worth keeping.
        for (const old of made.keys()) if (old.startsWith(`${name} `)) made.delete(old);
        made.set(key, feed);
      }
      // No cache in between may keep a feed past the end of a sale it shows (decision 60).
      const maxAge = Math.max(0, Math.min(60, Math.floor((snapshot.firstSaleEnd - Date.now()) / 1000)));
      reply.header('ETag', feed.etag).header('Cache-Control', `public, max-age=${maxAge}`);
      if (clientHas(request, feed.etag)) return reply.status(304).send();
      return reply.type(FEEDS[name].type).send(feed.text);
    });

  route('meta', FEED_PATHS.meta);
  route('google', FEED_PATHS.google);
}
