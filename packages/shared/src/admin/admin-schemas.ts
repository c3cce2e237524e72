import { z } from 'zod';
import { AdminProductSchema } from '../catalog/product-schemas.ts';

// Answers of the admin endpoints, shared so the page reads what the server sends.

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const ProductMutationResponseSchema = z.object({ message: z.string(), product: AdminProductSchema });

/** `:id` of the admin product routes: the product's `_id` or its `productId` code. */
export const ProductIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export const IdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const AdminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UsersCountResponseSchema = z.object({
  count: z.number().int(),
  users: z.array(AdminUserSchema),
});

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
