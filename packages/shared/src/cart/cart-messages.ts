// The cart's words.
// messages.ts gathers these with every other text; a storefront page imports this file alone, so
// its first load carries no admin or account words.
export const cartMessages = {
  selectColor: 'Please select a color',
  outOfStock: 'Sorry, this product is out of stock!',
  addFailed: 'Failed to add item to cart',
  added: 'Item added to cart',
  addedFromPage: 'Added to cart successfully!',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
} as const;
