import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { pageTitle } from '@shop/shared/pages/page-titles';
import { useDocumentMeta } from '../../features/catalog/use-document-meta';
import { useSignOutOnArrival } from '../../lib/session/sign-out-on-arrival';
import { useSessionEndAnswer } from '../../lib/session/use-session-end-answer';
import { shopConfig } from '../../lib/shop-config';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { useBackToPlace } from './use-back-to-place';

export function AppLayout() {
  const { pathname } = useLocation();
  useSignOutOnArrival();
  useSessionEndAnswer();
  // Every page has its own title; listings and products set theirs from what they show.
  useDocumentMeta(pageTitle(pathname, shopConfig.shopName), null);
  useBackToPlace();
  // The admin panel has its own header; the footer is on every other page.
  const isAdmin = pathname.startsWith('/admin');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-plum focus:px-4 focus:py-2 focus:text-ivory"
      >
        Skip to content
      </a>
      {!isAdmin && (
        <SiteHeader
          variant={pathname.startsWith('/product/') ? 'product' : 'shop'}
          onAuthPage={pathname === '/signin' || pathname === '/signup'}
        />
      )}
      <div id="main" className={isAdmin ? 'flex-1' : 'flex-1 pt-16'}>
        <Outlet />
      </div>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
