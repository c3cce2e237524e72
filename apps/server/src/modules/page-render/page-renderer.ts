import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ShopConfig } from '@shop/shared/shop-config';
import { scriptJson } from '../seo/escape.ts';

// The storefront's first screen in the HTML itself: a phone on a slow network sees the banner,
// the products and their prices as soon as the page and its stylesheet arrive, instead of after the
// app's JavaScript has downloaded and run. The app's own build renders it (apps/web/src/
// entry-server.tsx, built to dist/ssr by `npm run build`), through the same loaders and API calls
// the browser makes, as a guest sees the page; the browser then hydrates it.

/**
 * Pages rendered on the server: the storefront, search results included (a search engine indexes
 * them, decision 39), and the trust pages, plain text a shopper reads before the app has loaded
 * (decision 56), and the shade finder, whose two steps are plain forms (decision 57), and the
 * sign-in, sign-up, password-reset and order-tracking pages and the dashboard's frame, rendered
 * for a visitor the server cannot identify, and an order's page, read with the token in its address
 * (decision 65). The admin and payment pages stay as they were.
 */
const RENDERED_PATH =
  /^\/(?:makeup|skincare|search|cart|product\/[^/]+|shipping-returns|privacy|terms|about|shade-finder|signin|signup|forgot|verify|newpassword|success|track|dashboard|order\/[^/]+)?$/;

type ServerEntry = {
  RENDERED_DATA_ID: string;
  prepare(options: { api: typeof fetch; shop: ShopConfig }): void;
  render(
    url: string,
    options: { nonce: string },
  ): Promise<{ html: string; data: unknown; fetches: string[] } | null>;
};

/**
 * A rendered page: the root element's contents, the script with the data they came from, the API
 * paths the browser fetches for the data left out of it (a listing's products), and the nonce its
 * policy must allow for React's own inline scripts.
 */
export type RenderedPage = { html: string; dataScript: string; fetches: string[]; nonce: string };
export type PageRenderer = (path: string, search: string) => Promise<RenderedPage | null>;

/** A header only this process's own renders carry: their API calls are logged at debug. */
export const PAGE_RENDER_HEADER = 'x-page-render';
export const pageRenderKey = randomUUID();

/**
 * Loads the build's server entry (dist/ssr/entry-server.js) and prepares it to call this server's
 * API in-process. Without that build (an older build, or tests that serve a bare index.html), no
 * page is rendered on the server and each is left to the browser as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  shop: ShopConfig,
): Promise<PageRenderer | null> {
  const file = serverEntryFile(distDir);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.prepare({ api: inProcessFetch(app), shop });
  return async (path, search) => {
    if (!RENDERED_PATH.test(path)) return null;
    try {
      const nonce = randomBytes(16).toString('base64');
      const page = await entry.render(`http://shop.local${path}${search}`, { nonce });
      if (!page) return null;
      const dataScript = `<script id="${entry.RENDERED_DATA_ID}" type="application/json">${scriptJson(page.data)}</script>`;
      // Only this shop's own API is ever fetched ahead.
      const fetches = page.fetches.filter((path) => path.startsWith('/api/'));
      return { html: page.html, dataScript, fetches, nonce };
    } catch (error) {
      // A page that cannot be rendered here is still served: the browser renders it.
      app.log.error({ err: error, path }, 'page render failed');
      return null;
    }
  };
}

const serverEntryFile = (distDir: string) => `${distDir}/ssr/entry-server.js`;

/** `fetch` for the app's loaders on the server: each call is answered by this server's own routes. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [PAGE_RENDER_HEADER]: pageRenderKey },
      signal: init?.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
