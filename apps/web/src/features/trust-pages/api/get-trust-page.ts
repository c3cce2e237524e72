import { TrustPageSchema, type TrustPage } from '@shop/shared/trust-pages/trust-page-schemas';
import type { TrustPageSlug } from '@shop/shared/trust-pages/trust-pages';
import { api } from '../../../lib/api-client';

/** GET /pages/:slug: the page's text as the shopkeeper saved it (or the suggested text until then). */
export const getTrustPage = (slug: TrustPageSlug): Promise<TrustPage> =>
  api(`/pages/${slug}`, { auth: false, answer: TrustPageSchema });
