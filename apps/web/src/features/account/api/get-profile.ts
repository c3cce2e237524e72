import { ProfileSchema } from '@shop/shared/auth/profile-schemas';
import { api } from '../../../lib/api-client';

/** GET /auth/profile: the account's names, e-mail and phone. */
export const getProfile = (signal?: AbortSignal) => api('/auth/profile', { signal, answer: ProfileSchema });
