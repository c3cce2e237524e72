import type { NotifyRequest } from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

// Not in ../api/: that folder rides in every page's first bundle (vite.config.ts). Its answer's
// schema (zod) loads with the request, so the "Notify me" form shows without zod.

/** POST /product/products/:id/notify: one e-mail when the product (or shade) is back; answers the thank-you. */
export async function requestStockNotice(productId: string, body: NotifyRequest): Promise<string> {
  const { NotifyResponseSchema } = await import('@shop/shared/come-back/come-back-schemas');
  const path = `/product/products/${encodeURIComponent(productId)}/notify`;
  return (await api(path, { method: 'POST', body, auth: false, answer: NotifyResponseSchema })).message;
}
