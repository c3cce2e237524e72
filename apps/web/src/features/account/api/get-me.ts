import { MeResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** GET /auth/me: the signed-in user as the server knows them (a 401 when the session has ended). */
export const getMe = () => api('/auth/me', { answer: MeResponseSchema });
