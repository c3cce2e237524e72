import { z } from 'zod';
import { messages } from '../messages.ts';
import { AdminUserSchema } from './admin-schemas.ts';

// PUT /api/auth/users/:id/role: the owner or an admin gives a person a role. The role is
// any text here so an unknown one is answered with the roles there are (users-role.service.ts).

export const RoleChangeBodySchema = z.strictObject({
  role: z.string(messages.staff.unknownRole).trim().max(40, messages.staff.unknownRole),
});
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;

export const RoleChangeResponseSchema = z.object({ message: z.string(), user: AdminUserSchema });
export type RoleChangeResponse = z.infer<typeof RoleChangeResponseSchema>;
