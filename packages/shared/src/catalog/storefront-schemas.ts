import { z } from 'zod';
import { ProductSchema } from './product-schemas.ts';
import { SKIN_TYPES } from '../products/skin.ts';
import { concernsText } from '../products/skin-schemas.ts';

/** What the home page shows: the newest products of each category and the best rated ones. */
export const HomeResponseSchema = z.object({
  skincare: z.array(ProductSchema),
  makeup: z.array(ProductSchema),
  topRated: z.array(ProductSchema),
});
export type HomeProducts = z.infer<typeof HomeResponseSchema>;

/**
 * The shopper's skin for the home page's personal row: `?skinType=oily&concerns=acne,dullness`
 * (decision 58); the parsed form is canonical, so the answer cache keys on it.
 */
export const TopRatedForSkinQuerySchema = z.object({
  skinType: z.enum(SKIN_TYPES, { error: `skinType must be one of ${SKIN_TYPES.join(', ')}` }).optional(),
  concerns: concernsText.optional(),
});
export const TopRatedForSkinResponseSchema = z.object({ products: z.array(ProductSchema) });
export type TopRatedForSkin = z.infer<typeof TopRatedForSkinResponseSchema>;
