import type { LoaderFunctionArgs } from 'react-router';
import { startAdminPage } from '../../features/admin/shell/admin-page-data';

/**
 * /admin's loader, in its own chunk so it starts before the page's code arrives: the open tab's
 * list, asked for while the panel's code downloads.
 */
export const loader = ({ request }: LoaderFunctionArgs) => startAdminPage(new URL(request.url));
