import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import { api } from '../api-client';
import { outline, text } from '../answer-outline';

/** DELETE /auth/saved/{productId}: takes a product off the signed-in user's saved list. */
export const unsaveItem = (productId: string) =>
  api(`/auth/saved/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    answer: outline<MessageResponse>({ message: text }),
  });
