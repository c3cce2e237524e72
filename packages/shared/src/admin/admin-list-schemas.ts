import { z } from 'zod';
import { AdminProductListQuerySchema, AdminProductSchema } from '../catalog/product-schemas.ts';
import { ReviewSchema } from '../catalog/review-schemas.ts';
import { AdminUserSchema } from './admin-schemas.ts';

/** The largest page an admin list answers. */
export const ADMIN_PAGE_MAX = 100;
/** The page size when `q` or `offset` is given without `limit`. */
export const ADMIN_PAGE_DEFAULT = 20;

/**
 * Paging and search of the admin's lists (products, users, reviews). Without any of them a list
 * call answers as it always has; with one, it answers a page and `total`, every match counted.
 */
export const AdminPageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/** Whether the caller asked for a page (any paging or search parameter present). */
export const asksForPage = (query: AdminPageQuery) =>
  query.q !== undefined || query.limit !== undefined || query.offset !== undefined;

export const AdminProductPageQuerySchema = AdminProductListQuerySchema.extend(AdminPageQuerySchema.shape);
export const AdminProductPageResponseSchema = z.object({
  products: z.array(AdminProductSchema),
  total: z.number().int().optional(),
  /** The shop's low-stock level (a setting) the "Low stock" filter and marks follow. */
  lowStockLevel: z.number().int().min(0),
});

/** `count`: every account; `total`: the accounts matching `q` (answered only when paging). */
export const AdminUsersPageResponseSchema = z.object({
  count: z.number().int(),
  users: z.array(AdminUserSchema),
  total: z.number().int().optional(),
});

export const AdminReviewPageQuerySchema = AdminPageQuerySchema.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export const AdminReviewPageResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number().int(),
});
