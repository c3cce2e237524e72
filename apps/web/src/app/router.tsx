import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteErrorScreen } from './route-error-screen';
import { NotFoundScreen } from './not-found-screen';
import {
  HomeHydrateFallback,
  HomeRoute,
  loader as homeLoader,
  shouldRevalidate as homeRevalidate,
} from './routes/home-route';
import { ListingRoute, listingLoader } from './routes/listing-route';
import {
  ProductHydrateFallback,
  ProductRoute,
  loader as productLoader,
  shouldRevalidate as productRevalidate,
} from './routes/product-route';
import { primeSavedItems, savedItemsStale } from '../lib/saved/prime-saved-items';

// Storefront pages ship in the first bundle (they are the landing pages); everything else loads
// when its route is first visited, so a shopper's phone never downloads admin or payment code.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    loader: primeSavedItems,
    shouldRevalidate: savedItemsStale,
    children: [
      // Loaders start the data as the route begins; the fallbacks are the pages' own first paints.
      {
        path: '/',
        element: <HomeRoute />,
        loader: homeLoader,
        shouldRevalidate: homeRevalidate,
        hydrateFallbackElement: <HomeHydrateFallback />,
      },
      // Keyed: moving between the two listings starts afresh (empty search, default sort, no filters).
      {
        path: '/makeup',
        loader: listingLoader('makeup'),
        element: <ListingRoute key="makeup" category="makeup" />,
      },
      {
        path: '/skincare',
        loader: listingLoader('skincare'),
        element: <ListingRoute key="skincare" category="skincare" />,
      },
      {
        path: '/product/:id',
        element: <ProductRoute />,
        loader: productLoader,
        shouldRevalidate: productRevalidate,
        hydrateFallbackElement: <ProductHydrateFallback />,
      },
      { path: '/cart', lazy: () => import('./routes/cart-route') },
      { path: '/signin', lazy: () => import('./routes/signin-route') },
      { path: '/signup', lazy: () => import('./routes/signup-route') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard-route') },
      { path: '/forgot', lazy: () => import('./routes/forgot-route') },
      { path: '/verify', lazy: () => import('./routes/verify-route') },
      { path: '/newpassword', lazy: () => import('./routes/new-password-route') },
      { path: '/success', lazy: () => import('./routes/success-route') },
      {
        path: '/admin',
        // Loader, action and page load side by side: the tab's list is asked for while the
        // panel's code is still downloading.
        lazy: {
          loader: async () => (await import('./routes/admin-route-data')).loader,
          action: async () => (await import('./routes/admin-route-data')).action,
          Component: async () => (await import('./routes/admin-route')).Component,
        },
      },
      { path: '/order/:token', lazy: () => import('./routes/order-route') },
      { path: '/track', lazy: () => import('./routes/track-route') },
    ],
  },
  // Outside the layout: the catch-all page shows only the text 'NotFound'.
  { path: '*', element: <NotFoundScreen />, errorElement: <RouteErrorScreen /> },
];

export const createRouter = () => createBrowserRouter(routes);
