// The cart's rules as pure functions, used by the page's cart slice and checked again by
// the server at checkout. Prices here are for display; the server reprices every item.

/** Where the browser keeps the cart (localStorage), as `JSON.stringify(cart)`. */
export const CART_STORAGE_KEY = 'cart';

/** The most of one item (product and shade) a single order may hold. */
export const MAX_QUANTITY_PER_ITEM = 99;

export type CartColor = { _id: string; name: string; code: string; inStock?: boolean };

export type CartItem = {
  productId: string;
  name: string;
  /** Naira, as shown when the item was added. */
  price: number;
  image: string | null;
  quantity: number;
  color: CartColor | null;
};

export type Cart = { items: CartItem[]; totalQuantity: number; totalAmount: number };

export const emptyCart = (): Cart => ({ items: [], totalQuantity: 0, totalAmount: 0 });

/** Same product and a matching colour: the same colour _id, or either side without a colour. */
export function sameLine(a: Pick<CartItem, 'productId' | 'color'>, b: Pick<CartItem, 'productId' | 'color'>) {
  return a.productId === b.productId && (!a.color || !b.color || a.color._id === b.color._id);
}

/** The header's cart link, as a screen reader names it: 'Cart', or 'Cart, 2 items'. */
export function cartLinkLabel(quantity: number) {
  return quantity > 0 ? `Cart, ${quantity} item${quantity === 1 ? '' : 's'}` : 'Cart';
}

export function withTotals(items: CartItem[]): Cart {
  return {
    items,
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
    // Summed in kobo so 0.1 + 0.2 never shows up on a receipt. Written out rather than through
    // money.ts: the early Add to Cart script carries this function's own text into the page
    // (page-render/early-add-script.ts), where nothing else is defined.
    totalAmount: items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0) / 100,
  };
}

export function addToCart(cart: Cart, item: Omit<CartItem, 'quantity'>): Cart {
  const existing = cart.items.find((i) => sameLine(i, item));
  const items = existing
    ? cart.items.map((i) => (i === existing ? { ...i, quantity: i.quantity + 1 } : i))
    : [...cart.items, { ...item, quantity: 1 }];
  return withTotals(items);
}

/** Quantity 1 removes the line, more drops it by one; an unknown product changes nothing. */
export function removeFromCart(cart: Cart, productId: string, colorId?: string | null): Cart {
  const line = cart.items.find(
    (i) => i.productId === productId && (colorId === undefined || (i.color?._id ?? null) === colorId),
  );
  if (!line) return cart;
  const items =
    line.quantity <= 1
      ? cart.items.filter((i) => i !== line)
      : cart.items.map((i) => (i === line ? { ...i, quantity: i.quantity - 1 } : i));
  return withTotals(items);
}

/** The cart page's remove-line button: the whole line goes, whatever its quantity. */
export function removeLine(cart: Cart, productId: string, colorId: string | null): Cart {
  const items = cart.items.filter((i) => !(i.productId === productId && (i.color?._id ?? null) === colorId));
  return items.length === cart.items.length ? cart : withTotals(items);
}

/** A stored cart is trusted only as far as its shape: anything unreadable starts empty. */
export function parseStoredCart(text: string | null): Cart {
  if (!text) return emptyCart();
  try {
    const value = JSON.parse(text) as { items?: unknown };
    if (!value || !Array.isArray(value.items)) return emptyCart();
    const items = value.items.filter(
      (i): i is CartItem =>
        typeof i === 'object' &&
        i !== null &&
        typeof (i as CartItem).productId === 'string' &&
        typeof (i as CartItem).price === 'number' &&
        Number.isInteger((i as CartItem).quantity) &&
        (i as CartItem).quantity > 0,
    );
    return withTotals(items);
  } catch {
    return emptyCart();
  }
}
