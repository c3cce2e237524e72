import { NotifyResponseSchema, type NotifyRequest } from '@shop/shared/come-back/come-back-schemas';
import { api } from '../../../lib/api-client';

// Not in ../api/: that folder rides in every page's first bundle (vite.config.ts), and this call
// checks its answer with zod, which loads only with the "Notify me" form.

/** POST /product/products/:id/notify: one e-mail when the product (or shade) is back; answers the thank-you. */
export async function requestStockNotice(productId: string, body: NotifyRequest): Promise<string> {
  const path = `/product/products/${encodeURIComponent(productId)}/notify`;
  return (await api(path, { method: 'POST', body, auth: false, answer: NotifyResponseSchema })).message;
}
