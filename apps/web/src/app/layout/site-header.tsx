import { useLayoutEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Menu, Search, ShoppingBag, UserRound, X } from 'lucide-react';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { cartLinkLabel } from '@shop/shared/cart/cart-rules';
import { HeaderSearch } from '../../features/catalog/search/header-search';
import { shopConfig } from '../../lib/shop-config';
import { useAuthState, useCartState } from '../../lib/store/app-stores';

type NavItem = { to: string; label: string };

/**
 * The fixed top navigation. Links depend on who is signed in; on small screens
 * they sit in a toggle menu that closes when any link is tapped. The cart icon and its badge are
 * shown to everyone, guests included (they check out too), and stay in the bar on a phone so the
 * cart is one tap away (docs/product-rules.md, Routes and screens).
 */
export function SiteHeader({
  variant,
  onAuthPage = false,
}: {
  variant: 'shop' | 'product';
  onAuthPage?: boolean;
}) {
  const user = useAuthState((a) => a.user);
  // Until this browser's session is read (a page the server rendered), neither way in is offered.
  const restored = useAuthState((a) => a.restored);
  const quantity = useCartState((c) => c.totalQuantity);
  // A product added before the app started shows its count on the cart link (data-early-count,
  // from the page's starter); the app's own badge takes over in the same frame.
  useLayoutEffect(() => {
    if (quantity > 0) clearEarlyCount();
  }, [quantity]);
  const [open, setOpen] = useState(false);
  // On a phone the search box opens under the bar from its Search button; from md up it is in the bar.
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();

  // Product pages have the same menu: a shopper who lands from a shared link browses on from there.
  const links: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/makeup', label: 'Makeup' },
    { to: '/skincare', label: 'Skincare' },
    ...(user && isAdminRole(user.role) ? [{ to: '/admin', label: 'admin Dashboard' }] : []),
  ];
  const close = () => setOpen(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-rose ${isActive ? 'text-rose' : ''}`;

  const icons = (
    <>
      {user && (
        <Link
          to="/dashboard"
          onClick={close}
          aria-label="My account"
          className="rounded-full p-2 hover:text-rose"
        >
          <UserRound aria-hidden="true" className="size-6" />
        </Link>
      )}
      {/* On the sign-in and sign-up pages their own forms are the way in. */}
      {!user && restored && variant === 'shop' && !onAuthPage && (
        <>
          <button
            type="button"
            onClick={() => (close(), void navigate('/signin'))}
            className="rounded-full px-4 py-2 text-sm font-semibold hover:text-rose"
          >
            login
          </button>
          <button
            type="button"
            onClick={() => (close(), void navigate('/signup'))}
            className="rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft"
          >
            register
          </button>
        </>
      )}
    </>
  );

  const cartLink = (
    <Link
      to="/cart"
      onClick={close}
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

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-nude-deep/60 bg-ivory/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" onClick={close} className="font-display text-2xl font-semibold tracking-tight text-plum">
          {shopConfig.shopName}
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </div>
        <div
          id="site-search"
          className={
            searching
              ? 'absolute inset-x-0 top-16 border-b border-nude-deep/60 bg-ivory px-4 pb-3 pt-1 md:static md:flex-1 md:border-0 md:bg-transparent md:p-0 md:max-w-xs lg:max-w-sm'
              : 'hidden md:block md:max-w-xs md:flex-1 lg:max-w-sm'
          }
        >
          <HeaderSearch focusNow={searching} onDone={() => setSearching(false)} />
        </div>
        <div className="hidden items-center gap-2 md:flex">
          {icons}
          {cartLink}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          {variant === 'product' && icons}
          <button
            type="button"
            aria-expanded={searching}
            aria-controls="site-search"
            aria-label="Search"
            onClick={() => (close(), setSearching((s) => !s))}
            className="rounded-full p-2 hover:text-rose"
          >
            <Search aria-hidden="true" className="size-6" />
          </button>
          {cartLink}
          <button
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => (setSearching(false), setOpen((o) => !o))}
            className="rounded-full p-2"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="border-t border-nude-deep/60 bg-ivory px-4 pb-4 shadow-raised md:hidden"
        >
          <div className="flex flex-col py-2">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} end onClick={close} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </div>
          {/* A product page keeps its header's own items in the bar itself. */}
          {variant === 'shop' && <div className="flex items-center gap-2">{icons}</div>}
        </div>
      )}
    </header>
  );
}

/** Leaves the cart links' count to the app's badge (see apps/server/…/early-add-to-cart.js). */
function clearEarlyCount() {
  for (const link of document.querySelectorAll('a[data-early-count]'))
    link.removeAttribute('data-early-count');
}
