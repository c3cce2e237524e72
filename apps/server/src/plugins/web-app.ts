import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '@shop/shared/pages/page-paths';
import type { ShopConfig } from '@shop/shared/shop-config';
import type { Config } from '../config.ts';
import { apiNotFound } from './errors.ts';
import { ADMIN_HEAD_TAGS, adminManifest, isAdminPath } from '../modules/admin-app/admin-manifest.ts';
import { appScriptsOf, appStartTags } from '../modules/page-render/app-start.ts';
import { loadPageRenderer, type RenderedPage } from '../modules/page-render/page-renderer.ts';
import { escapeMarkup, scriptJson } from '../modules/seo/escape.ts';
import { pageHead, productIdOf } from '../modules/seo/page-head.ts';
import { lcpPreload, routeChunkPreloads } from '../modules/seo/page-preloads.ts';
import { requestOrigin } from '../public-address/request-origin.ts';
import { renderHead } from '../modules/seo/render-head.ts';
import { seoRoutes } from '../modules/seo/seo.routes.ts';
import { pagePolicy, permissionsPolicy } from './security-headers.ts';

/**
 * The built React app on every path outside /api. Vite's hashed files under /assets never change
 * under their name, so browsers keep them a year; index.html is revalidated every time so a new
 * release shows at once. Each page gets index.html with its own title, description and
 * link-preview tags written in by the server; a path that is none of the app's pages
 * (`@shop/shared/pages/page-paths`, the router's list) gets it with status 404, and the router
 * shows NotFound.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  await app.register(seoRoutes);
  const distDir = config.WEB_DIST;
  if (!existsSync(`${distDir}/index.html`)) {
    // `npm start` builds it first; a bare server still answers the API.
    app.log.warn(`The web app is not built (${distDir}/index.html is missing): serving the API only`);
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const shop = shopConfigOf(config);
  const { beforeHead, firstPaint, beforeRoot, afterRoot } = renderIndex(
    readFileSync(`${distDir}/index.html`, 'utf8'),
    config.SHOP_NAME,
    shop,
  );
  const renderPage = await loadPageRenderer(app, distDir, shop);
  // A rendered page starts the app itself, after its first paint (app-start.ts).
  const { entry, preloads: entryPreloads, headWithout } = appScriptsOf(beforeRoot);
  const routePreloads = routeChunkPreloads(distDir);
  const paystack = app.payments.name === 'paystack';
  const csp = pagePolicy({ paystack });
  const permissions = permissionsPolicy({ paystack });

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // .br and .gz siblings written by the build (vite.config.ts) are sent to browsers that accept them.
    preCompressed: true,
    // index.html always goes through sendIndex, which embeds the shop's configuration; dist/ssr is
    // the server's own rendering code.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && pathName !== '/' && !pathName.startsWith('/ssr/'),
    setHeaders: (res, filePath) => {
      const policy = filePath.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : // The admin's service worker is checked at every visit, so a fix reaches phones at once.
          filePath.endsWith('/admin-sw.js')
          ? 'no-cache'
          : 'public, max-age=86400';
      res.header('Cache-Control', policy);
    },
  });
  serveFavicon(app, distDir);
  serveAdminManifest(app, config.SHOP_NAME);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', search = ''] = request.url.split(/(?=\?)/);
    const productId = productIdOf(path);
    const isPage = isPagePath(path);
    // Started first: the page's own data is read while the head is written.
    const rendered = renderPage?.(path, search) ?? Promise.resolve(null);
    // Product pages read the in-memory catalogue; without it the page still answers, generically.
    const snapshot = productId === undefined ? undefined : await app.catalog.get().catch(logged);
    const head = pageHead({
      path,
      search,
      base: requestOrigin(request, config),
      shopName: config.SHOP_NAME,
      snapshot,
    });
    const page = await rendered;
    // Not found: a path that is no page (the router shows NotFound), or a product the catalogue
    // does not have (the page shows 'Product not found', as the API answers 404 for it). When the
    // catalogue could not be read, the product page cannot tell, and answers as a page.
    const notFound =
      !isPage || (productId !== undefined && snapshot !== undefined && !snapshot.byProductId.has(productId));
    const dataLeftOut = (page?.fetches.length ?? 0) > 0;
    const routeChunks = isPage ? routePreloads(path, { dataLeftOut }) : NO_ROUTE_CHUNKS;
    // A rendered page asks for its route's chunks from its starter; any other page from its head.
    const start =
      page && entry
        ? appStartTags({ entry, preloads: entryPreloads }, routeChunks.files, page.nonce, {
            earlyAdd: productId !== undefined,
            fetches: page.fetches,
          })
        : '';
    const preloads = [
      isAdminPath(path) ? ADMIN_HEAD_TAGS : '',
      lcpPreload(path, productId === undefined ? undefined : snapshot?.byProductId.get(productId)),
      firstPaint,
      start ? '' : routeChunks.links,
    ].filter(Boolean);
    return reply
      .status(notFound ? 404 : 200)
      .header('Cache-Control', PERSONAL_PAGE.test(path) ? 'private, no-store' : 'no-cache')
      .header('Content-Security-Policy', page ? pagePolicy({ paystack, nonce: page.nonce }) : csp)
      .header('Permissions-Policy', permissions)
      .type('text/html; charset=utf-8')
      .send(
        beforeHead +
          [renderHead(head, config.SHOP_NAME), ...preloads].join('\n    ') +
          (start ? headWithout : beforeRoot) +
          rootContents(page) +
          (start ? `\n    ${start}` : '') +
          afterRoot,
      );
  };
  const logged = (error: unknown) => {
    app.log.error({ err: error }, 'page tags: the catalogue could not be read');
    return undefined;
  };
  // Unknown API paths (including ones too long for any route's parameter) never reach the file
  // server: they are JSON 404s.
  app.all('/api/*', apiNotFound);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return apiNotFound(request, reply);
    }
    return sendIndex(request, reply);
  });
}

/**
 * Browsers (for a page without an icon link, such as an image opened on its own), feed readers and
 * crawlers ask for /favicon.ico: they get the shop's icon, the very favicon.svg index.html links,
 * as SVG. Its name never changes with it, so it is kept a week rather than a year.
 */
function serveFavicon(app: FastifyInstance, distDir: string) {
  const file = `${distDir}/favicon.svg`;
  if (!existsSync(file)) return;
  const icon = readFileSync(file);
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=604800').type('image/svg+xml').send(icon),
  );
}

/** The admin's web app manifest (modules/admin-app), named after the shop. */
function serveAdminManifest(app: FastifyInstance, shopName: string) {
  const manifest = JSON.stringify(adminManifest(shopName));
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('application/manifest+json; charset=utf-8')
      .send(manifest),
  );
}

/** What the page learns of the shop at load time (name, contact, social addresses). */
function shopConfigOf(config: Config): ShopConfig {
  return {
    shopName: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    social: {
      instagram: config.SOCIAL_INSTAGRAM_URL,
      facebook: config.SOCIAL_FACEBOOK_URL,
      x: config.SOCIAL_X_URL,
      tiktok: config.SOCIAL_TIKTOK_URL,
    },
    whatsapp: config.SHOP_WHATSAPP,
  };
}

/**
 * The page learns the shop's configuration without a request of its own. Returns the page split
 * where each request's head tags go (the build's own title and description make way for them) and
 * where a server-rendered page's contents go.
 */
function renderIndex(html: string, shopName: string, shop: ShopConfig) {
  const page = html
    .replaceAll('Glow Naija', escapeMarkup(shopName))
    .replace(
      '<script id="shop-config" type="application/json">{}</script>',
      `<script id="shop-config" type="application/json">${scriptJson(shop)}</script>`,
    )
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>|(?=<\/head>)/i, HEAD_MARK);
  // The stylesheet and the font go with the page's own head tags, before the scripts.
  const firstPaint = [...page.matchAll(FIRST_PAINT_TAG)].map((m) => m[0].trim()).join('\n    ');
  const [beforeHead = page, rest = ''] = page.replace(FIRST_PAINT_TAG, '').split(HEAD_MARK);
  const [beforeRoot, afterRoot] = rest.includes(ROOT) ? rest.split(ROOT) : [rest, ''];
  return { beforeHead, firstPaint, beforeRoot: beforeRoot!, afterRoot: afterRoot! };
}

/** The root element, holding a rendered page's HTML, with the page's data script right after it. */
const rootContents = (page: RenderedPage | null) =>
  page ? `<div id="root">${page.html}</div>\n    ${page.dataScript}` : ROOT;

/**
 * An order's page, opened with the token in its address, is rendered with the order (her name,
 * address and phone): no shared cache may keep it, nor a shared device's disk (decision 65).
 */
const PERSONAL_PAGE = /^\/order\//i;

const NO_ROUTE_CHUNKS = { files: [], links: '' };
const HEAD_MARK = '<!--page-head-->';
const FIRST_PAINT_TAG = /\s*<link rel="(?:stylesheet|preload)"[^>]*>/g;
const ROOT = '<div id="root"></div>';
