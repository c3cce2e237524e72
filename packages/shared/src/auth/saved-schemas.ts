import { z } from 'zod';
import { ProductSchema } from '../catalog/product-schemas.ts';

// Saved items: a user's favourite products.

export const SaveItemBodySchema = z.object({ productId: z.string().trim().min(1).max(100) });
export const SavedItemParamsSchema = SaveItemBodySchema;
export const SavedListResponseSchema = z.object({ products: z.array(ProductSchema) });
export type SavedListResponse = z.infer<typeof SavedListResponseSchema>;
