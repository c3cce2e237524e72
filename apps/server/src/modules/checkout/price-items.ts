import type { Product } from '@shop/shared/catalog/product-schemas';
import { MAX_QUANTITY_PER_ITEM } from '@shop/shared/cart/cart-rules';
import type { CheckoutItem } from '@shop/shared/checkout/checkout-schemas';
import { priceNow } from '@shop/shared/catalog/sale-price';
import { nairaToKobo } from '@shop/shared/money';
import { badRequest } from '../../http-error.ts';

export type PricedLine = {
  product: Product;
  color: Product['colors'][number] | null;
  quantity: number;
  unitPriceKobo: number;
};

const pricingMessages = {
  unknown: (code: string) =>
    `Product ${code} is no longer in our catalogue. Please remove it from your cart.`,
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  colorOutOfStock: (name: string, color: string) =>
    `${name} in ${color} is out of stock. Please remove it from your cart.`,
  unknownColor: (name: string) =>
    `The colour chosen for ${name} is no longer available. Please choose another.`,
  colorRequired: (name: string) => `Please select a color for ${name}`,
  tooMany: (name: string) => `You can order at most ${MAX_QUANTITY_PER_ITEM} of ${name} at a time.`,
};

/** Lines naming the same product and shade become one, so the per-item limit cannot be split. */
function mergeLines(items: CheckoutItem[]): CheckoutItem[] {
  const merged = new Map<string, CheckoutItem>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.colorId ?? ''}`;
    const line = merged.get(key);
    merged.set(key, line ? { ...line, quantity: line.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/**
 * Every line priced from the catalogue, never from the cart: the sale price while the product's
 * sale runs (decision 60). Unknown products, missing or unknown
 * colours, more than the per-item limit and anything out of stock are refused (400) with a message
 * naming the item. A counted product or shade (in `counted`) is not refused for stock here: its
 * hold at checkout answers 409 with how many are left.
 */
export function priceItems(
  items: CheckoutItem[],
  byProductId: Map<string, Product>,
  counted: ReadonlySet<string> = new Set(),
  /** The sale price is charged while its sale runs at this instant, the normal price after. */
  now: Date = new Date(),
): PricedLine[] {
  return mergeLines(items).map((item) => {
    const product = byProductId.get(item.productId);
    if (!product) throw badRequest(pricingMessages.unknown(item.productId), 'items');
    if (item.quantity > MAX_QUANTITY_PER_ITEM)
      throw badRequest(pricingMessages.tooMany(product.name), 'items');
    if (!product.inStock && !counted.has(product._id) && !product.colors.some((c) => counted.has(c._id)))
      throw badRequest(pricingMessages.outOfStock(product.name), 'items');
    let color: PricedLine['color'] = null;
    if (item.colorId) {
      color = product.colors.find((c) => c._id === item.colorId) ?? null;
      if (!color) throw badRequest(pricingMessages.unknownColor(product.name), 'items');
      if (!color.inStock && !counted.has(color._id))
        throw badRequest(pricingMessages.colorOutOfStock(product.name, color.name), 'items');
    } else if (product.colors.length > 0) {
      throw badRequest(pricingMessages.colorRequired(product.name), 'items');
    }
    return { product, color, quantity: item.quantity, unitPriceKobo: nairaToKobo(priceNow(product, now)) };
  });
}
