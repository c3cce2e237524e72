import { z } from 'zod';
import { SKIN_DEPTHS, UNDERTONES } from './shade.ts';

// "Your shade"'s contracts (shade.ts holds the lists and the matching rule).

export const SkinDepthSchema = z.enum(SKIN_DEPTHS, {
  error: `depth must be one of ${SKIN_DEPTHS.join(', ')}`,
});
export const UndertoneSchema = z.enum(UNDERTONES, {
  error: `undertone must be one of ${UNDERTONES.join(', ')}`,
});

/** A shopper's shade: the finder's two answers. */
export const ShadeProfileSchema = z.object({ depth: SkinDepthSchema, undertone: UndertoneSchema });

/** `GET /api/product/shade-match?depth=…&undertone=…` */
export const ShadeMatchQuerySchema = ShadeProfileSchema;

export const ShadeMatchSchema = z.object({
  /** The product's code, as its page's address names it. */
  productId: z.string(),
  shadeId: z.string(),
  shadeName: z.string(),
  /** The shade's own picture, when it has one. */
  image: z.string().optional(),
  inStock: z.boolean(),
  /** False: her depth, the nearest undertone the product has. */
  exact: z.boolean(),
});
export type ShadeMatch = z.infer<typeof ShadeMatchSchema>;

export const ShadeMatchResponseSchema = z.object({
  depth: SkinDepthSchema,
  undertone: UndertoneSchema,
  /** One per product that has a shade of her depth, in the catalogue's order (newest first). */
  matches: z.array(ShadeMatchSchema),
});
export type ShadeMatchResponse = z.infer<typeof ShadeMatchResponseSchema>;

/** `GET`/`PUT /api/auth/me/shade`: the account's shade, null until she takes the finder. */
export const MyShadeResponseSchema = z.object({ shade: ShadeProfileSchema.nullable() });
export type MyShadeResponse = z.infer<typeof MyShadeResponseSchema>;

/**
 * A product's shades mapped in the admin forms: one optional `colorShades` field, a JSON object
 * keyed by a shade's code or name (as `colorStock`), e.g. {"#6b4226": {"depth": "deep",
 * "undertone": "warm"}, "Honey": null}; null clears the shade's mapping.
 */
export const ColorShadesSchema = z.record(z.string(), ShadeProfileSchema.nullable(), {
  error: 'colorShades must be a JSON object of shade code or name to {"depth", "undertone"} or null',
});
