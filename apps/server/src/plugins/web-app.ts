import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { apiNotFound } from './errors.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';

/**
 * The built React app on every path outside /api. Vite's hashed files under /assets never change
 * under their name, so browsers keep them a year; index.html is revalidated every time so a new
 * release shows at once. Unknown non-API paths get index.html (the router shows NotFound).
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const distDir = config.WEB_DIST;
  if (!existsSync(`${distDir}/index.html`)) {
    // `npm start` builds it first; a bare server still answers the API.
    app.log.warn(`The web app is not built (${distDir}/index.html is missing): serving the API only`);
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const indexHtml = renderIndex(readFileSync(`${distDir}/index.html`, 'utf8'), config, app.payments);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // .br and .gz siblings written by the build (vite.config.ts) are sent to browsers that accept them.
    preCompressed: true,
    // index.html always goes through sendIndex, which embeds the shop's configuration.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/',
    setHeaders: (res, filePath) => {
      const policy = filePath.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400';
      res.header('Cache-Control', policy);
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
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

/** The page learns the shop's name, contact and payment provider without a request of its own. */
function renderIndex(html: string, config: Config, payments: PaymentProvider): string {
  const shopConfig = {
    shopName: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    social: {
      instagram: config.SOCIAL_INSTAGRAM_URL,
      facebook: config.SOCIAL_FACEBOOK_URL,
      x: config.SOCIAL_X_URL,
      tiktok: config.SOCIAL_TIKTOK_URL,
    },
    payment: { provider: payments.name, publicKey: payments.publicKey },
  };
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(shopConfig).replace(/</g, '\\u003c');
  return html
    .replaceAll('Glow Naija', escapeHtml(config.SHOP_NAME))
    .replace(
      '<script id="shop-config" type="application/json">{}</script>',
      `<script id="shop-config" type="application/json">${json}</script>`,
    );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
