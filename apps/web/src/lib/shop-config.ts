// What the server tells the page at load time (name, contact, payment provider), embedded in
// index.html so no request is needed before the first paint.

export type ShopConfig = {
  shopName: string;
  phone: string;
  email: string;
  /** Social addresses from the server's configuration; an unset one hides its icon. */
  social: { instagram?: string; facebook?: string; x?: string; tiktok?: string };
  payment: { provider: 'paystack' | 'sandbox'; publicKey: string };
};

const defaults: ShopConfig = {
  shopName: 'Glow Naija',
  phone: '+234 803 555 0142',
  email: 'hello@glownaija.ng',
  social: {},
  payment: { provider: 'sandbox', publicKey: 'pk_sandbox_glownaija' },
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
