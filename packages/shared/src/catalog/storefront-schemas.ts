import { z } from 'zod';
import { ProductSchema } from './product-schemas.ts';

/** What the home page shows: the newest products of each category and the best rated ones. */
export const HomeResponseSchema = z.object({
  skincare: z.array(ProductSchema),
  makeup: z.array(ProductSchema),
  topRated: z.array(ProductSchema),
});
export type HomeProducts = z.infer<typeof HomeResponseSchema>;
