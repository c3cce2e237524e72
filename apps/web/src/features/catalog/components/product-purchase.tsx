import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { onlyLeft } from '@shop/shared/catalog/stock-levels';
import { messages } from '@shop/shared/messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { ColorSwatches } from './color-swatches';

/** Shade choice plus Buy Now and Add to Cart, both disabled (and the latter relabelled) when out of stock. */
export function ProductPurchase({ product }: { product: Product }) {
  const [selected, setSelected] = useState<{ productId: string; color: Color } | null>(null);
  const color = selected?.productId === product.productId ? selected.color : null;
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const available = isInStock(product.inStock);
  // The chosen shade's count when it is low; before a choice, the product's own.
  const left = color ? color.left : product.left;

  return (
    <div className="space-y-6">
      <ColorSwatches
        colors={product.colors}
        selected={color}
        onSelect={(c) => setSelected({ productId: product.productId, color: c })}
      />
      {available && left !== undefined && (
        <p className="font-semibold text-rose-dark" role="status">
          {onlyLeft(left)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={!available}
          onClick={() => {
            if (addToCart(product, { color })) navigate('/cart');
          }}
          className={`${buttonStyles.accent} sm:flex-1`}
        >
          {messages.catalog.buyNow}
        </button>
        <button
          type="button"
          disabled={!available}
          onClick={() => addToCart(product, { color, pageMessage: messages.cart.addedFromPage })}
          className={`${buttonStyles.primary} sm:flex-1`}
        >
          {available ? messages.catalog.addToCart : messages.catalog.outOfStockButton}
        </button>
      </div>
    </div>
  );
}
