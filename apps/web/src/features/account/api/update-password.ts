import { UpdatePasswordResponseSchema } from '@shop/shared/auth/auth-schemas';
import { api } from '../../../lib/api-client';

/** PUT /auth/update-password: the current password proves it is them; every other session ends. */
export const updatePassword = (currentPassword: string, newPassword: string) =>
  api('/auth/update-password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
    answer: UpdatePasswordResponseSchema,
  });
