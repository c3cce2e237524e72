import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { PAGE_PATHS } from '@shop/shared/pages/page-paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorScreen } from './route-error-screen';
import { NotFoundScreen } from './not-found-screen';
import * as layout from './routes/layout-route-data';
import * as cart from './routes/cart-route-data';
import * as home from './routes/home-route-data';
import { listingLoader } from './routes/listing-route-data';
import * as product from './routes/product-route-data';

// Each page's path comes from the shared list, which the server reads to answer other paths 404.
// Every page's code loads when its route is first visited (a server-rendered page's before it
// hydrates), so a shopper's phone never downloads admin or payment code, and a storefront page
// only its own. The storefront's loaders are in the first bundle: a page's data is asked for while
// its code downloads, not after. Every route's loader is in its routes/*-route-data.ts.

/** A page whose loader and code load side by side: its data is asked for while its code downloads. */
const withData = (
  page: () => Promise<{ Component: ComponentType }>,
  data: () => Promise<{ loader: LoaderFunction }>,
) => ({
  loader: async () => (await data()).loader,
  Component: async () => (await page()).Component,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    loader: layout.loader,
    shouldRevalidate: layout.shouldRevalidate,
    children: [
      {
        path: PAGE_PATHS.home,
        loader: home.loader,
        shouldRevalidate: home.shouldRevalidate,
        lazy: { Component: async () => (await import('./routes/home-route')).Component },
      },
      // The listings' ids name their data, which their rendered pages leave out (data-in-browser.ts).
      {
        path: PAGE_PATHS.makeup,
        id: 'makeup',
        loader: listingLoader('makeup'),
        lazy: { Component: async () => (await import('./routes/listing-route')).MakeupListing },
      },
      {
        path: PAGE_PATHS.skincare,
        id: 'skincare',
        loader: listingLoader('skincare'),
        lazy: { Component: async () => (await import('./routes/listing-route')).SkincareListing },
      },
      {
        // The whole shop's listing: its data starts with the route, its code loads only when used.
        path: PAGE_PATHS.search,
        id: 'search',
        loader: listingLoader(null),
        lazy: { Component: async () => (await import('./routes/search-route')).Component },
      },
      {
        path: PAGE_PATHS.product,
        loader: product.loader,
        shouldRevalidate: product.shouldRevalidate,
        lazy: { Component: async () => (await import('./routes/product-route')).Component },
      },
      {
        path: PAGE_PATHS.cart,
        id: 'cart',
        loader: cart.loader,
        shouldRevalidate: cart.shouldRevalidate,
        lazy: { Component: async () => (await import('./routes/cart-route')).Component },
      },
      {
        path: PAGE_PATHS.unsubscribe,
        lazy: withData(
          () => import('./routes/unsubscribe-route'),
          () => import('./routes/unsubscribe-route-data'),
        ),
      },
      {
        path: PAGE_PATHS.reviewInvite,
        lazy: withData(
          () => import('./routes/review-invite-route'),
          () => import('./routes/review-invite-route-data'),
        ),
      },
      {
        path: PAGE_PATHS.podConfirm,
        lazy: withData(
          () => import('./routes/pod-confirm-route'),
          () => import('./routes/pod-confirm-route-data'),
        ),
      },
      { path: PAGE_PATHS.shadeFinder, lazy: () => import('./routes/shade-finder-route') },
      {
        path: PAGE_PATHS.signin,
        lazy: withData(
          () => import('./routes/signin-route'),
          () => import('./routes/signin-route-data'),
        ),
      },
      {
        path: PAGE_PATHS.signup,
        lazy: withData(
          () => import('./routes/signup-route'),
          () => import('./routes/signup-route-data'),
        ),
      },
      {
        path: PAGE_PATHS.dashboard,
        id: 'dashboard',
        lazy: withData(
          () => import('./routes/dashboard-route'),
          () => import('./routes/dashboard-route-data'),
        ),
      },
      { path: PAGE_PATHS.forgot, lazy: () => import('./routes/forgot-route') },
      { path: PAGE_PATHS.verify, lazy: () => import('./routes/verify-route') },
      { path: PAGE_PATHS.newPassword, lazy: () => import('./routes/new-password-route') },
      { path: PAGE_PATHS.success, lazy: () => import('./routes/success-route') },
      {
        path: PAGE_PATHS.admin,
        lazy: withData(
          () => import('./routes/admin-route'),
          () => import('./routes/admin-route-data'),
        ),
      },
      {
        path: PAGE_PATHS.order,
        lazy: withData(
          () => import('./routes/order-route'),
          () => import('./routes/order-route-data'),
        ),
      },
      { path: PAGE_PATHS.track, lazy: () => import('./routes/track-route') },
      {
        path: PAGE_PATHS.pay,
        lazy: withData(
          () => import('./routes/pay-route'),
          () => import('./routes/pay-route-data'),
        ),
      },
      // The trust pages: one module (loader and page) that loads only when one of them is visited.
      ...[PAGE_PATHS.shippingReturns, PAGE_PATHS.privacy, PAGE_PATHS.terms, PAGE_PATHS.about].map((path) => ({
        path,
        lazy: () => import('./routes/trust-page-route'),
      })),
    ],
  },
  // Outside the layout: the catch-all page shows only the text 'NotFound'.
  { path: '*', element: <NotFoundScreen />, errorElement: <RouteErrorScreen /> },
];

/** `hydrationData`: the loaders' answers a server-rendered page was rendered from. */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
