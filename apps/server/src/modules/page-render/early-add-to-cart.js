// Inlined on a product page before its starter (early-add-script.ts), in a function that first
// defines the shop's cart rules from their own code (packages/shared/src/cart/cart-rules.ts).
//
// On Regular 3G a phone shows the product page about two seconds before the app has downloaded
// and started. A press of Add to Cart for a product with nothing to choose (its button carries
// the item, product-purchase.tsx) puts it in the stored cart at once, by the same rules the app
// adds by, and shows the count on the cart link; the app, started later, reads that cart.
/* global addToCart, parseStoredCart, cartLinkLabel, CART_STORAGE_KEY */
window.__shopEarlyAdd = (itemText) => {
  try {
    const cart = addToCart(parseStoredCart(localStorage.getItem(CART_STORAGE_KEY)), JSON.parse(itemText));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    for (const link of document.querySelectorAll('header a[href="/cart"]')) {
      link.setAttribute('aria-label', cartLinkLabel(cart.totalQuantity));
      link.setAttribute('data-early-count', String(cart.totalQuantity));
    }
    return true;
  } catch {
    // No storage (a private mode, a full quota): the press is kept for the app, as any other.
    return false;
  }
};
