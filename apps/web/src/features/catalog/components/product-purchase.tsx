import { useState } from 'react';
import { ShieldCheck, Truck } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { onlyLeft } from '@shop/shared/catalog/stock-levels';
import { cartMessages } from '@shop/shared/cart/cart-messages';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { cartItemOf } from '../../../lib/cart/cart-item-of';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { ColorSwatches } from './color-swatches';
// "Notify me" is a button here; its form loads with the press (notify-me-form.tsx).
import NotifyMe from './notify-me';

/**
 * Shade choice plus Buy Now and Add to Cart, both disabled (and the latter relabelled) when out of
 * stock, with the delivery and payment reassurance a shopper looks for beside the buttons.
 */
export function ProductPurchase({
  product,
  preselected = null,
  onColorChange,
}: {
  product: Product;
  /** The shade chosen before she picks one (her shade, decision 57). */
  preselected?: Color | null;
  /** Told of every shade chosen, so the page can show that shade's picture. */
  onColorChange?: (color: Color) => void;
}) {
  const [selected, setSelected] = useState<{ productId: string; color: Color } | null>(null);
  const color = selected?.productId === product.productId ? selected.color : preselected;
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
        onSelect={(c) => {
          setSelected({ productId: product.productId, color: c });
          onColorChange?.(c);
        }}
      />
      {available && left !== undefined && (
        <p className="font-semibold text-rose-dark" role="status">
          {onlyLeft(left)}
        </p>
      )}
      {/* On a phone the buttons ride in a bar fixed to the bottom of the screen, always in reach. */}
      <div
        data-buy-bar
        className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-nude-deep bg-ivory/95 px-4 py-3 backdrop-blur md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
        <button
          type="button"
          disabled={!available}
          onClick={() => {
            if (addToCart(product, { color })) void navigate('/cart');
          }}
          className={`${buttonStyles.accent} flex-1 px-3`}
        >
          {catalogMessages.buyNow}
        </button>
        <button
          type="button"
          disabled={!available}
          // A product with nothing to choose can be added before the app has started: the page's
          // starter puts this item in the stored cart (decision 39). One with shades waits for
          // the app, which needs the shade chosen.
          data-early-add={
            available && product.colors.length === 0 ? JSON.stringify(cartItemOf(product, null)) : undefined
          }
          onClick={() => addToCart(product, { color, pageMessage: cartMessages.addedFromPage })}
          className={`${buttonStyles.primary} flex-1 px-3`}
        >
          {available ? catalogMessages.addToCart : catalogMessages.outOfStockButton}
        </button>
      </div>
      {(!available || product.colors.some((c) => !c.inStock)) && <NotifyMe product={product} />}
      <ul className="grid gap-1 text-sm text-plum/85">
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 text-rose" /> Delivery across all 36 states and the FCT
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-rose" /> Secure card payment by Paystack
        </li>
      </ul>
    </div>
  );
}
