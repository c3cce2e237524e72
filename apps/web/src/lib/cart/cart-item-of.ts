import type { CartItem } from '@shop/shared/cart/cart-rules';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';

/** What the cart keeps of a product (and its chosen shade) when it is added. */
export function cartItemOf(product: Product, color: Color | null): Omit<CartItem, 'quantity'> {
  return {
    productId: product.productId,
    name: product.name,
    // The price charged now: the sale's while it runs (the server reprices at checkout anyway).
    price: product.salePrice ?? product.price,
    image: product.image,
    color: color ? { _id: color._id, name: color.name, code: color.code, inStock: color.inStock } : null,
  };
}
