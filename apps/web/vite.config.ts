import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Preloads the one display-font file the first page uses, so headlines do not wait for the CSS
 * to be parsed before the font is even requested (the font is self-hosted, `font-display: swap`).
 */
function preloadDisplayFont(): Plugin {
  return {
    name: 'preload-display-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) =>
          /playfair-display-latin-600-normal.*\.woff2$/.test(f),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * In the production build every `import … from 'sonner'` gets src/lib/lazy-sonner.tsx, which loads
 * sonner with the first toast: no page needs it to render. Tests and the dev server keep sonner.
 */
function lazySonner(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/lazy-sonner.tsx', import.meta.url));
  return {
    name: 'lazy-sonner',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || importer === shim) return null;
      return shim;
    },
  };
}

/**
 * In the browser's bundle every `import … from 'react-router'` gets src/lib/browser-router/, the
 * shop's own router offering what the shop uses of React Router's data mode in a few kB (React
 * Router's was about 30 kB gzip of every first page). The server renders with React Router, and
 * the tests and the dev server run it too. Decision 72.
 */
function browserRouter(): Plugin {
  const router = fileURLToPath(new URL('./src/lib/browser-router/index.ts', import.meta.url));
  return {
    name: 'browser-router',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? router : null),
  };
}

/**
 * Writes .br and .gz beside each text asset, once, at the best levels: the server sends them as
 * they are (preCompressed), so a phone downloads ~130 kB instead of ~400 kB and no CPU is spent.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    // The server-rendering bundle (dist/ssr) is read by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
        const path = join(outDir, file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Every page loads its route's code on demand, and left alone the bundler cuts what routes share
 * into dozens of sub-kilobyte files, each a request a slow phone waits on. So: the libraries every
 * page runs in one file, and what every page's first bundle holds (browser state, UI pieces, the
 * storefront loaders' API calls) in another. Each page's own components stay with its route, so the
 * cart does not carry the catalogue's and no storefront page carries checkout, account or admin code.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  {
    name: 'shared',
    // Also the small modules every storefront page's layout uses (the header's icons, prices, the
    // page's title, the WhatsApp link, the general and catalogue texts): alone, each was a file of
    // a few hundred bytes that every page fetched, its compression starting afresh each time.
    // Not what only some pages show (a dialog opens on a tap; the search box, the banner video and
    // the loading overlay belong to the home page and the listings): the cart page, at its budget's
    // edge, carries none of them. Nor the review form's calls: they check answers with zod, which
    // no first page may carry.
    test: new RegExp(
      [
        /apps[\\/]web[\\/]src[\\/](lib[\\/]|components[\\/]ui[\\/](?!dialog\.|search-field\.|background-video\.|loading-overlay\.)|features[\\/]catalog[\\/](api[\\/]|listing-params)|features[\\/]reviews[\\/](api[\\/]get-my-review|start-my-review))/,
        /apps[\\/]web[\\/]src[\\/](components[\\/](whatsapp-link|failure-text)|features[\\/]catalog[\\/]use-document-meta)\./,
        /packages[\\/]shared[\\/]src[\\/](money|general-messages|catalog[\\/](catalog-messages|page-meta|stock-levels))\./,
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](menu|search|shopping-bag|x|message-circle)\./,
      ]
        .map((part) => part.source)
        .join('|'),
    ),
  },
];

/**
 * The account, admin and payment pages' code, by chunk name: what no shopper's first page loads.
 * The same list as the bench's (bench/first-page-js.mjs).
 */
const NOT_STOREFRONT_ROUTE =
  /(admin|dashboard|signin|signup|forgot|verify|new-password|order|track|pay|success)-route(-data)?-/;

/**
 * For each page it loads on demand the entry holds the list of chunks to fetch beside it; for the
 * account, admin and payment pages those lists were about 2 kB of the first bundle, which every
 * storefront page downloaded. They go: the server already names those chunks in a rendered page
 * (apps/server/src/modules/seo/page-preloads.ts), and a shopper moving to one of them in the
 * browser fetches the chunks it imports as its code asks for them.
 */
function preloadOnlyForStorefront(file: string, deps: string[]) {
  return NOT_STOREFRONT_ROUTE.test(file) ? [] : deps;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lazySonner(), browserRouter(), react(), tailwindcss(), preloadDisplayFont(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server-rendering bundle carries its libraries, built for production (React's development
  // build renders several times slower, and the server is not started with NODE_ENV set).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // Vite leaves `process.env.NODE_ENV` to be read at run time in a server build, and the server is
  // started without it, so React chose its development build there (about 30 ms of the processor
  // for /makeup instead of 11). Fixed at build time, as in the browser's bundle.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false, resolveDependencies: preloadOnlyForStorefront },
    // dist/.vite/manifest.json: which source each chunk comes from, so `npm run bench` can tell
    // admin, account and payment chunks apart when it watches a storefront page load.
    manifest: true,
    // The server-rendering bundle (dist/ssr) needs only code: the pictures are served from dist.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
