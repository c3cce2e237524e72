import type { ReactNode } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Cart } from '@shop/shared/cart/cart-rules';
import { cartMessages } from '@shop/shared/cart/cart-messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { useAppStores } from '../../../lib/store/app-stores';
import { shopConfig } from '../../../lib/shop-config';
import { whatsappText } from '../../../lib/whatsapp';
import type { StartedCartProducts } from '../../../lib/cart/read-cart-products';
import { useMarkCartLinesShown } from '../../../lib/cart/cart-lines-shown';
import { useCartStock } from '../use-cart-stock';
import { CartLine } from './cart-line';

/** The cart's changes say one toast at a time: each tap on +, − or remove replaces the last one,
 * so quick taps do not pile toasts over the page's heading. */
const lineToast = { id: 'cart-line-change' };

/**
 * The left column: the cart's lines with their steppers, or, when empty, a way back to the shop
 * (the page passes its disabled pay button as children so 'Cart is empty' stays in view).
 */
export function CartItems({
  cart,
  stock = null,
  children,
}: {
  cart: Cart;
  /** The route loader's read of the lines' products (use-cart-stock.ts). */
  stock?: StartedCartProducts | null;
  children?: ReactNode;
}) {
  const cartStore = useAppStores().cart;
  const stockOf = useCartStock(cart.items, stock);
  useMarkCartLinesShown();
  if (cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-[12px] bg-nude px-6 py-12 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-rose" />
        <p className="font-display text-xl">Your cart is empty</p>
        <p className="text-sm">Find something lovely to fill it.</p>
        <nav aria-label="Continue shopping" className="grid w-full max-w-sm gap-3 sm:grid-cols-2">
          <p className="font-semibold sm:col-span-2">Continue shopping</p>
          <Link to="/makeup" className={buttonStyles.primary}>
            Shop makeup
          </Link>
          <Link to="/skincare" className={buttonStyles.secondary}>
            Shop skincare
          </Link>
        </nav>
        {children}
      </div>
    );
  }
  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm">
          {cart.totalQuantity} {cart.totalQuantity === 1 ? 'item' : 'items'}
        </p>
        <button
          type="button"
          onClick={() => {
            cartStore.clear();
            toast.success(cartMessages.cleared, lineToast);
          }}
          className="rounded-full px-3 py-1 text-sm font-semibold text-rose underline-offset-2 hover:underline"
        >
          Clear cart
        </button>
      </div>
      <ul className="grid gap-3" aria-label="Cart items">
        {cart.items.map((item) => (
          <CartLine
            key={`${item.productId}:${item.color?._id ?? ''}`}
            item={item}
            stock={stockOf(item)}
            onDecrease={() => {
              cartStore.remove(item.productId, item.color?._id ?? null);
              toast.success(cartMessages.removed, lineToast);
            }}
            onIncrease={() => {
              const { quantity: _quantity, ...line } = item;
              cartStore.add(line);
              toast.success(cartMessages.added, lineToast);
            }}
            onRemove={() => {
              cartStore.removeLine(item.productId, item.color?._id ?? null);
              toast.success(cartMessages.removed, lineToast);
            }}
          />
        ))}
      </ul>
      {shopConfig.whatsapp && (
        <div className="mt-4">
          <WhatsAppLink text={whatsappText.cart(shopConfig.shopName)} />
        </div>
      )}
    </div>
  );
}
