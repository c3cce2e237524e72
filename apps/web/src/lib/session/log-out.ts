import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import { api } from '../api-client';
import { outline, text } from '../answer-outline';

/** POST /auth/logout: ends the session on the server (its token stops working everywhere). */
export const logOut = () =>
  api('/auth/logout', {
    method: 'POST',
    endingSession: true,
    answer: outline<MessageResponse>({ message: text }),
  });
