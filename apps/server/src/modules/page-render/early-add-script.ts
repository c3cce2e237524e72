import { readFileSync } from 'node:fs';
import {
  CART_STORAGE_KEY,
  addToCart,
  cartLinkLabel,
  emptyCart,
  parseStoredCart,
  sameLine,
  withTotals,
} from '@shop/shared/cart/cart-rules';

// A product page's Add to Cart before the app has started (early-add-to-cart.js) adds by the
// shop's one set of cart rules: their own code, as this server runs it, is written into the page
// (a test runs the script against the rules themselves).

const rules = { emptyCart, sameLine, withTotals, addToCart, parseStoredCart, cartLinkLabel };

const adder = readFileSync(new URL('./early-add-to-cart.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*\n/g, '\n')
  .trim();

/** The inline script that defines `window.__shopEarlyAdd(itemJson)` for the page's starter. */
export const earlyAddScript = [
  '(() => {',
  `const CART_STORAGE_KEY = ${JSON.stringify(CART_STORAGE_KEY)};`,
  ...Object.entries(rules).map(([name, rule]) => `const ${name} = ${rule.toString()};`),
  adder,
  '})();',
].join('\n');
