import { ShoppingBag } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Cart } from '@shop/shared/cart/cart-rules';
import { messages } from '@shop/shared/messages';
import { cartCleared, itemRemoved } from '../../cart/cart-slice';
import { CartLine } from './cart-line';

/** The left column: the cart's lines, or an invitation back to the shop when it is empty. */
export function CartItems({ cart }: { cart: Cart }) {
  const dispatch = useDispatch();
  if (cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-[12px] bg-nude px-6 py-12 text-center">
        <ShoppingBag aria-hidden="true" className="size-12 text-rose" />
        <p className="font-display text-xl">Your cart is empty</p>
        <p className="text-sm">
          Find something lovely in{' '}
          <Link to="/makeup" className="font-semibold text-rose underline">
            makeup
          </Link>{' '}
          or{' '}
          <Link to="/skincare" className="font-semibold text-rose underline">
            skincare
          </Link>
          .
        </p>
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
            dispatch(cartCleared());
            toast.success(messages.cart.cleared);
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
            onRemove={() => {
              dispatch(itemRemoved({ productId: item.productId, colorId: item.color?._id ?? null }));
              toast.success(messages.cart.removed);
            }}
          />
        ))}
      </ul>
    </div>
  );
}
