import { AdminTrustPageSchema, type TrustPageUpdate } from '@shop/shared/trust-pages/trust-page-schemas';
import type { TrustPageSlug } from '@shop/shared/trust-pages/trust-pages';
import { api } from '../../../../lib/api-client';

/** PUT /admin/pages/:slug: saves the page's text; answers the page as now stored. */
export const saveTrustPage = (slug: TrustPageSlug, update: TrustPageUpdate) =>
  api(`/admin/pages/${slug}`, { method: 'PUT', body: update, answer: AdminTrustPageSchema });
