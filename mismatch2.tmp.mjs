import { chromium } from '@playwright/test';
const base='http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.emulateMedia({ reducedMotion: 'reduce' });
page.on('console', (m) => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0, 600)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0,600)));
await page.goto(base + '/product/GN-SK-002');
await page.getByRole('button', { name: 'Add to Cart' }).first().click();
await page.waitForTimeout(1000);
for (const p of ['/cart', '/', '/makeup', '/product/GN-MU-001', '/skincare?q=soap&sort=price-asc']) {
  await page.goto(base + p);
  await page.waitForTimeout(1200);
  console.log(p, await page.getByRole('link', { name: /^Cart/ }).first().getAttribute('aria-label'));
}
await page.screenshot({ path: '/tmp/shots/cart-restored.png' });
await page.goto(base + '/cart'); await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shots/cart-page.png' });
await browser.close();
