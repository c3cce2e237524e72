import { RoleChangeResponseSchema } from '@shop/shared/admin/role-schemas';
import type { AssignableRole } from '@shop/shared/auth/staff-roles';
import { api } from '../../../../lib/api-client';

/** PUT /auth/users/{id}/role with `{ role }` (the owner or an admin). */
export const setUserRole = (id: string, role: AssignableRole) =>
  api(`/auth/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    answer: RoleChangeResponseSchema,
  });
