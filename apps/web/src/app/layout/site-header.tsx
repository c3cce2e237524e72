import { useState } from 'react';
import { Link } from 'react-router';
import { Menu, Search, X } from 'lucide-react';
import { HeaderSearch } from '../../features/catalog/search/header-search';
import { shopConfig } from '../../lib/shop-config';
import { AccountItems, CartLink, ShopNavLinks } from './header-items';

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
  const [open, setOpen] = useState(false);
  // On a phone the search box opens under the bar from its Search button; from md up it is in the bar.
  const [searching, setSearching] = useState(false);
  const close = () => setOpen(false);
  const icons = <AccountItems onNavigate={close} withWaysIn={variant === 'shop' && !onAuthPage} />;
  const cartLink = <CartLink onNavigate={close} />;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-nude-deep/60 bg-ivory/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" onClick={close} className="font-display text-2xl font-semibold tracking-tight text-plum">
          {shopConfig.shopName}
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          <ShopNavLinks />
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
            <ShopNavLinks onNavigate={close} />
          </div>
          {/* A product page keeps its header's own items in the bar itself. */}
          {variant === 'shop' && <div className="flex items-center gap-2">{icons}</div>}
        </div>
      )}
    </header>
  );
}
