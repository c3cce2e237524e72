// The catalogue's words: listings, product pages, stock and labels.
// messages.ts gathers these with every other text; a storefront page imports this file alone, so
// its first load carries no admin or account words.
export const catalogMessages = {
  noSkincare: 'No skincare products available',
  noMakeup: 'No makeup products available',
  noMatch: 'No matching products found',
  wholeListTooOften:
    'The whole catalogue was sent to you several times this minute: try again shortly, or ask for pages (limit and offset)',
  noReviews: 'no reviews yet',
  productNotFound: 'Product not found',
  unknownCategory: 'Category must be makeup or skincare',
  productIdRequired: 'productId is required',
  basedOn: (count: number) => `Based on ${count} review(s)`,
  ingredientsTitle: 'Ingredients',
  nafdacNumber: (n: string) => `NAFDAC No. ${n}`,
  freeOf: (names: readonly string[]) => `Free of: ${names.join(', ')}`,
  headline: 'Your go to Beauty Destination.',
  buyNow: 'Buy Now',
  addToCart: 'Add to Cart',
  outOfStockButton: 'Out of Stock',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  similarItems: 'discover similar items',
  /** The product page's rows (decision 62): the shopkeeper's choice, and what buyers bought with it. */
  pairsWellWith: 'Pairs well with',
  customersAlsoBought: 'Customers also bought',
  /** A sale price as a screen reader says it (decision 60); the eye sees the old one struck through. */
  wasNow: (was: string, now: string) => `Was ${was}, now ${now}`,
} as const;
