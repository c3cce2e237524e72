import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import { api } from '../api-client';
import { outline, text } from '../answer-outline';

/** POST /auth/saved: saves a product for the signed-in user. */
export const saveItem = (productId: string) =>
  api('/auth/saved', {
    method: 'POST',
    body: { productId },
    answer: outline<MessageResponse>({ message: text }),
  });
