// The server's way into the app: renders a storefront page to HTML, as a guest sees it, from the
// same routes, loaders and components the browser runs (built by `vite build --ssr`, loaded by
// apps/server/src/modules/page-render/page-renderer.ts).
import '@shop/shared/zod-without-eval';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { dataToSend } from './app/data-in-browser';
import type { RenderedData } from './app/hydration';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { createAppStores } from './lib/store/app-stores';
import { configureShop, type ShopConfig } from './lib/shop-config';

export { RENDERED_DATA_ID } from './app/hydration';

const handler = createStaticHandler(routes);

/** Once per server: how the loaders reach the API in-process, and the shop's configuration. */
export function prepare({ api, shop }: { api: typeof fetch; shop: ShopConfig }) {
  setApiTransport(api);
  configureShop(shop);
}

/**
 * The page's HTML inside #root, the data it was rendered from (but for what the browser fetches
 * itself, at `fetches`: data-in-browser.ts); null when the page is better
 * left to the browser: a redirect, a failed loader or an answer that failed (the browser then
 * shows its own error state, as before). `nonce`: the page policy's allowance for the few inline
 * scripts React writes to put parts that loaded late (lazily loaded components) in their place.
 */
export async function render(
  url: string,
  { nonce }: { nonce: string },
): Promise<{ html: string; data: RenderedData; fetches: string[] } | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const loaderData = await settle(context.loaderData);
  if (!loaderData) return null;
  context.loaderData = loaderData;
  const router = createStaticRouter(handler.dataRoutes, context);
  const stores = createAppStores({ fromStorage: false });
  const stream = await renderToReadableStream(
    <AppRoot
      stores={stores}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
    // Never moved out of place: React otherwise sends a large part (a listing's grid) after the
    // rest, hidden until an inline script puts it in place, so a reader without scripts (a link
    // preview, a search engine, a phone with scripts off) would never see it.
    { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Waits for every lazy part, so the HTML is the whole page and not its loading states.
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, ...dataToSend(context.matches, loaderData, new URL(url)) };
}

/** The loaders' answers with every promise awaited; null when one of them failed. */
async function settle(loaderData: Record<string, unknown>) {
  const settled: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (value === null || typeof value !== 'object') {
      settled[routeId] = value;
      continue;
    }
    const entries = await Promise.allSettled(
      Object.entries(value).map(async ([key, part]) => [key, await part] as const),
    );
    if (entries.some((e) => e.status === 'rejected')) return null;
    settled[routeId] = Object.fromEntries(
      entries.map((e) => (e as PromiseFulfilledResult<readonly [string, unknown]>).value),
    );
  }
  return settled;
}
