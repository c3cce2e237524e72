import { z } from 'zod';
import { ProductSchema } from './product-schemas.ts';

/** Products per category section on the home page, in its "Top rated" row, and similar items. */
export const HOME_SECTION_COUNT = 4;
export const SIMILAR_COUNT = 4;

/** What the home page shows: the newest products of each category and the best rated ones. */
export const HomeResponseSchema = z.object({
  skincare: z.array(ProductSchema),
  makeup: z.array(ProductSchema),
  topRated: z.array(ProductSchema),
});
export type HomeProducts = z.infer<typeof HomeResponseSchema>;
