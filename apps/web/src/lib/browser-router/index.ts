// The browser's React Router: in the browser's bundle every `import … from 'react-router'` of the
// shop's gets this module (apps/web/vite.config.ts), which offers what the shop uses of React
// Router's data mode in a few kB. The server renders with React Router itself, and the tests run
// it too; this module's own tests run the same scenarios against it. Decision 72.

export { createBrowserRouter } from './create-browser-router';
export { matchRoutes } from './match-routes';
export { redirect, isRouteErrorResponse, RouterContextProvider } from './route-responses';
export { RouterProvider, Outlet } from './router-provider';
export {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from './router-hooks';
export { Link, NavLink, Navigate, Form } from './router-links';
export { Await, useAsyncError } from './await-data';
export { ScrollRestoration } from './scroll-restoration';
