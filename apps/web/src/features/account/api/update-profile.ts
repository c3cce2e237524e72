import { UpdateProfileResponseSchema, type UpdateProfileBody } from '@shop/shared/auth/profile-schemas';
import { api } from '../../../lib/api-client';

/** PUT /auth/profile: names and phone; a new e-mail needs `currentPassword`. Sessions stay signed in. */
export const updateProfile = (body: UpdateProfileBody) =>
  api('/auth/profile', { method: 'PUT', body, answer: UpdateProfileResponseSchema });
