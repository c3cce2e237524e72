import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

// A stand-in for Vite's index.html with the build's own title and description.
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />' +
    '<meta name="description" content="Build description" /><title>Glow Naija · Makeup and skincare</title>' +
    '<script id="shop-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
);

const { app, db } = await buildTestApp(
  { WEB_DIST: dist, SHOP_NAME: 'Ada Beauty', TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'shop.example,glow.ng' },
  { serveWeb: true },
);
const host = { host: 'shop.example' };

const lipstick = await createProduct(db, {
  name: 'Velvet Lip',
  fullname: 'Velvet <script>alert("x")</script> Lipstick',
  description: 'A matte lipstick </script><b>bold</b> for melanin-rich lips.',
  category: 'makeup',
  priceKobo: 1_250_000,
  image: 'abcdef0123456789abcd.webp',
});
await createReview(db, lipstick.id, { rating: 5 });
await createReview(db, lipstick.id, { rating: 4 });
const serum = await createProduct(db, { category: 'skincare', inStock: false, priceKobo: 800_050 });

const page = (url: string) => app.inject({ url, headers: host });
const tag = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html)?.[1];
const jsonLd = (html: string) => /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];

describe('page tags written by the server', () => {
  it('gives a product page its title, price, picture, canonical link and preview tags', async () => {
    const res = await page(`/product/${lipstick.productId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `http://shop.example/product/${lipstick.productId}`;
    expect(html).toContain(
      '<title>Velvet &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Lipstick · Ada Beauty</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(tag(html, 'property', 'og:url')).toBe(url);
    expect(tag(html, 'property', 'og:type')).toBe('product');
    expect(tag(html, 'property', 'og:image')).toBe(
      'http://shop.example/api/images/abcdef0123456789abcd.webp',
    );
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'property', 'product:price:amount')).toBe('12500');
    expect(tag(html, 'property', 'product:price:currency')).toBe('NGN');
    expect(tag(html, 'name', 'description')).toMatch(/^₦12,500 · A matte lipstick &lt;\/script&gt;/);
    expect(html).not.toContain('Build description');
    expect(html).not.toContain('noindex');
    // Nothing a product's text says can open an element: one <script> of our own for the
    // configuration, one for the structured data.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<b>');
  });

  it('describes the product in schema.org JSON-LD with price, availability and rating', async () => {
    const raw = jsonLd((await page(`/product/${lipstick.productId}`)).body)!;
    expect(raw).not.toContain('<');
    expect(JSON.parse(raw)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Velvet <script>alert("x")</script> Lipstick',
      image: ['http://shop.example/api/images/abcdef0123456789abcd.webp'],
      description: 'A matte lipstick </script><b>bold</b> for melanin-rich lips.',
      sku: lipstick.productId,
      brand: { '@type': 'Brand', name: 'Ada Beauty' },
      offers: {
        '@type': 'Offer',
        price: '12500',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: `http://shop.example/product/${lipstick.productId}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const other = JSON.parse(jsonLd((await page(`/product/${serum.productId}`)).body)!);
    expect(other.offers).toMatchObject({ price: '8000.5', availability: 'https://schema.org/OutOfStock' });
    expect(other.aggregateRating).toBeUndefined();
    expect(other.image).toEqual(['http://shop.example/placeholder-product.jpg']);
  });

  it('carries the NAFDAC registration number as the product’s identifier', async () => {
    const cream = await createProduct(db, { category: 'skincare', nafdacNumber: 'A7-1234' });
    const ld = JSON.parse(jsonLd((await page(`/product/${cream.productId}`)).body)!);
    expect(ld.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'NAFDAC',
      name: 'NAFDAC registration number',
      value: 'A7-1234',
    });
  });

  it('offers a running sale’s price until it ends, the normal price struck through (decision 60)', async () => {
    const saleEndsAt = new Date(Date.now() + 86_400_000);
    const cream = await createProduct(db, {
      priceKobo: 950_000,
      salePriceKobo: 700_000,
      saleStartsAt: new Date(),
      saleEndsAt,
    });
    const ld = JSON.parse(jsonLd((await page(`/product/${cream.productId}`)).body)!);
    expect(ld.offers).toMatchObject({
      price: '7000',
      priceValidUntil: saleEndsAt.toISOString(),
      priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '9500' },
    });
  });

  it('answers an unknown product with 404 and the app, generic tags and noindex', async () => {
    const res = await page('/product/NO-SUCH-ID');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Ada Beauty · Makeup and skincare</title>');
    expect(tag(res.body, 'name', 'robots')).toBe('noindex');
    expect(jsonLd(res.body)).toBeUndefined();
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('titles the home page and the listings, each with its own canonical address', async () => {
    const home = (await page('/')).body;
    expect(home).toContain('<title>Ada Beauty · Makeup and skincare</title>');
    expect(home).toContain('<link rel="canonical" href="http://shop.example/" />');
    const makeup = (await page('/makeup?ref=whatsapp')).body;
    expect(makeup).toContain('<title>Makeup · Ada Beauty</title>');
    expect(makeup).toContain('<link rel="canonical" href="http://shop.example/makeup" />');
    expect(tag(makeup, 'name', 'description')).toContain('shades made for Nigerian skin');
    expect((await page('/skincare')).body).toContain('<title>Skincare · Ada Beauty</title>');
    expect(tag((await page('/signin')).body, 'name', 'robots')).toBe('noindex');
    expect(tag((await page('/cart')).body, 'name', 'robots')).toBeUndefined();
  });

  it('lets search engines index a search for words under its words alone, and not an empty search', async () => {
    const found = (await page('/search?q=%20velvet%20lip&sort=price-asc&page=2')).body;
    expect(tag(found, 'name', 'robots')).toBeUndefined();
    expect(found).toContain('<link rel="canonical" href="http://shop.example/search?q=velvet%20lip" />');
    expect(tag(found, 'property', 'og:url')).toBe('http://shop.example/search?q=velvet%20lip');
    const empty = (await page('/search')).body;
    expect(tag(empty, 'name', 'robots')).toBe('noindex');
    expect(empty).not.toContain('rel="canonical"');
  });

  it('gives the cart, account, order and admin pages each their own title', async () => {
    expect((await page('/cart')).body).toContain('<title>Your cart · Ada Beauty</title>');
    expect((await page('/signin')).body).toContain('<title>Sign in · Ada Beauty</title>');
    expect((await page('/track')).body).toContain('<title>Track your order · Ada Beauty</title>');
    expect((await page('/dashboard')).body).toContain('<title>My account · Ada Beauty</title>');
  });

  it('lets search engines index the trust pages, each with its title, description and canonical address', async () => {
    const html = (await page('/privacy')).body;
    expect(html).toContain('<title>Privacy notice · Ada Beauty</title>');
    expect(tag(html, 'name', 'description')).toContain('Nigeria Data Protection Act 2023');
    expect(html).toContain('<link rel="canonical" href="http://shop.example/privacy" />');
    expect(html).not.toContain('noindex');
    expect((await page('/shipping-returns')).body).toContain(
      '<title>Shipping and returns · Ada Beauty</title>',
    );
  });

  it('builds absolute addresses from the scheme a trusted proxy reports', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'glow.ng', 'x-forwarded-proto': 'https' } });
    expect(res.body).toContain('<link rel="canonical" href="https://glow.ng/" />');
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the home page, both listings, every product and the trust pages, with their last change', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const paths = ['/', '/makeup', '/skincare', `/product/${lipstick.productId}`];
    for (const path of [...paths, '/shipping-returns', '/privacy', '/terms', '/about']) {
      expect(res.body).toContain(`<loc>http://shop.example${path}</loc>`);
    }
    expect(res.body).toMatch(
      new RegExp(
        `<loc>http://shop.example/product/${lipstick.productId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`,
      ),
    );

    const added = await createProduct(db, { category: 'skincare' });
    expect((await page('/sitemap.xml')).body).toContain(`/product/${added.productId}</loc>`);
  });

  it('lets crawlers in, keeps them out of account, admin and the API, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /api/',
        'Sitemap: http://shop.example/sitemap.xml',
      ]),
    );
    expect(lines).not.toContain('Disallow: /cart');
  });
});

describe('a Host the shop was not given', () => {
  // A forged Host (or X-Forwarded-Host behind the proxy) once came back in canonical links, the
  // sitemap and robots.txt: a cache or crawler then served a stranger's address as the shop's.
  const forged = { host: 'evil.example' };

  it('never comes back in a page, the sitemap or robots.txt: they carry the first allowed host', async () => {
    const home = await app.inject({ url: '/', headers: forged });
    expect(home.body).toContain('<link rel="canonical" href="http://shop.example/" />');
    const product = await app.inject({ url: `/product/${lipstick.productId}`, headers: forged });
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: forged });
    const robots = await app.inject({ url: '/robots.txt', headers: forged });
    const proxied = await app.inject({
      url: '/',
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example' },
    });
    for (const res of [home, product, sitemap, robots, proxied])
      expect(res.body).not.toContain('evil.example');
    expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('with PUBLIC_URL set, every answer names that address whatever Host came in', async () => {
    const pinned = await buildApp({
      config: testConfig({
        WEB_DIST: dist,
        PUBLIC_URL: 'https://glownaija.ng/',
        ALLOWED_HOSTS: 'shop.example',
      }),
      db,
      serveWeb: true,
    });
    try {
      for (const headers of [forged, host]) {
        const res = await pinned.inject({ url: '/robots.txt', headers });
        expect(res.body).toContain('Sitemap: https://glownaija.ng/sitemap.xml');
        expect(res.body).not.toContain('evil.example');
      }
    } finally {
      await pinned.close();
    }
  });
});
