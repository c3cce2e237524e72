import { OverviewResponseSchema } from '@shop/shared/admin/overview-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/overview: the admin's sales, orders by status, best sellers, low stock and reviews. */
export const getOverview = () => api('/admin/overview', { answer: OverviewResponseSchema });
