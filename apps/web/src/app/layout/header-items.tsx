import { useLayoutEffect } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { ShoppingBag, UserRound } from 'lucide-react';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { cartLinkLabel } from '@shop/shared/cart/cart-rules';
import { useAuthState, useCartState } from '../../lib/store/app-stores';

// The header's parts that show this browser's own state (its cart, who is signed in). Each reads
// the store itself, so when that state arrives (right after a page the server rendered has
// hydrated, in one synchronous render) React draws these few elements again, not the whole header
// with its search and icons: that render was a long task on a slow phone.

/** The shop's sections, and the admin's for staff; `onNavigate` closes the phone's menu. */
export function ShopNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthState((a) => a.user);
  const links = [
    { to: '/', label: 'Home' },
    { to: '/makeup', label: 'Makeup' },
    { to: '/skincare', label: 'Skincare' },
    ...(user && isAdminRole(user.role) ? [{ to: '/admin', label: 'admin Dashboard' }] : []),
  ];
  return links.map((l) => (
    <NavLink
      key={l.to}
      to={l.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-rose ${isActive ? 'text-rose' : ''}`
      }
    >
      {l.label}
    </NavLink>
  ));
}

/**
 * The account link for a signed-in shopper, the ways in for a guest; nothing until this browser's
 * session is read (a page the server rendered). On the sign-in and sign-up pages (`onAuthPage`),
 * and in a product page's header (`withWaysIn` false), their own forms are the way in.
 */
export function AccountItems({ onNavigate, withWaysIn }: { onNavigate: () => void; withWaysIn: boolean }) {
  const user = useAuthState((a) => a.user);
  const restored = useAuthState((a) => a.restored);
  const navigate = useNavigate();
  if (user)
    return (
      <Link
        to="/dashboard"
        onClick={onNavigate}
        aria-label="My account"
        className="rounded-full p-2 hover:text-rose"
      >
        <UserRound aria-hidden="true" className="size-6" />
      </Link>
    );
  if (!restored || !withWaysIn) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => (onNavigate(), void navigate('/signin'))}
        className="rounded-full px-4 py-2 text-sm font-semibold hover:text-rose"
      >
        login
      </button>
      <button
        type="button"
        onClick={() => (onNavigate(), void navigate('/signup'))}
        className="rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft"
      >
        register
      </button>
    </>
  );
}

/** The cart icon with its count, shown to everyone, guests included (they check out too). */
export function CartLink({ onNavigate }: { onNavigate: () => void }) {
  const quantity = useCartState((c) => c.totalQuantity);
  // A product added before the app started shows its count on the cart link (data-early-count,
  // from the page's starter); the app's own badge takes over in the same frame.
  useLayoutEffect(() => {
    if (quantity > 0) clearEarlyCount();
  }, [quantity]);
  return (
    <Link
      to="/cart"
      onClick={onNavigate}
      aria-label={cartLinkLabel(quantity)}
      className="relative rounded-full p-2 hover:text-rose"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {quantity > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-alert px-1 text-xs font-bold text-white"
        >
          {quantity}
        </span>
      )}
    </Link>
  );
}

/** Leaves the cart links' count to the app's badge (see apps/server/…/early-add-to-cart.js). */
function clearEarlyCount() {
  for (const link of document.querySelectorAll('a[data-early-count]'))
    link.removeAttribute('data-early-count');
}
