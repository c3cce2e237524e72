import { AdminTrustPagesResponseSchema } from '@shop/shared/trust-pages/trust-page-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/pages: every trust page's text (saved or suggested), and the business details. */
export const getTrustPages = () => api('/admin/pages', { answer: AdminTrustPagesResponseSchema });
