import type { ShopConfig } from '@shop/shared/shop-config';

// What the server tells the page at load time (name, contact, social addresses), embedded in
// index.html so no request is needed before the first paint. Its type is the server's, from
// packages/shared.

export type { ShopConfig };

const defaults: ShopConfig = {
  shopName: 'Glow Naija',
  phone: '+234 803 555 0142',
  email: 'hello@glownaija.ng',
  social: {},
};

function read(): ShopConfig {
  try {
    const text = document.getElementById('shop-config')?.textContent ?? '{}';
    return { ...defaults, ...(JSON.parse(text) as Partial<ShopConfig>) };
  } catch {
    return defaults;
  }
}

export const shopConfig: ShopConfig = typeof document === 'undefined' ? { ...defaults } : read();

/** On the server that renders pages: the configuration it embeds in them, for the same words. */
export function configureShop(config: ShopConfig) {
  Object.assign(shopConfig, config);
}
