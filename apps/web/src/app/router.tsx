import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteErrorScreen } from './route-error-screen';
import { NotFoundScreen } from './not-found-screen';
import { HomeRoute } from './routes/home-route';
import { ListingRoute } from './routes/listing-route';
import { ProductRoute } from './routes/product-route';

// Storefront pages ship in the first bundle (they are the landing pages); everything else loads
// when its route is first visited, so a shopper's phone never downloads admin or payment code.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/makeup', element: <ListingRoute category="makeup" /> },
      { path: '/skincare', element: <ListingRoute category="skincare" /> },
      { path: '/product/:id', element: <ProductRoute /> },
      { path: '/cart', lazy: () => import('./routes/cart-route') },
      { path: '/signin', lazy: () => import('./routes/signin-route') },
      { path: '/signup', lazy: () => import('./routes/signup-route') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard-route') },
      { path: '/forgot', lazy: () => import('./routes/forgot-route') },
      { path: '/verify', lazy: () => import('./routes/verify-route') },
      { path: '/newpassword', lazy: () => import('./routes/new-password-route') },
      { path: '/success', lazy: () => import('./routes/success-route') },
      { path: '/admin', lazy: () => import('./routes/admin-route') },
      { path: '/order/:token', lazy: () => import('./routes/order-route') },
      { path: '/track', lazy: () => import('./routes/track-route') },
    ],
  },
  // Outside the layout: the catch-all page shows only the text 'NotFound'.
  { path: '*', element: <NotFoundScreen />, errorElement: <RouteErrorScreen /> },
];

export const createRouter = () => createBrowserRouter(routes);
