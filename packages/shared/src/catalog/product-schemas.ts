import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { SORT_OPTIONS, type SortId } from './listing.ts';
import { ALL_PRODUCT_TYPES, type ProductType } from './product-types.ts';
import { RoutineSchema } from './routine-schemas.ts';
import { FREE_OF_NAMES } from '../products/ingredients.ts';
import { SKIN_CONCERNS, SKIN_TYPES } from '../products/skin.ts';
import { SkinDepthSchema, UndertoneSchema } from '../products/shade-schemas.ts';
import { readShadeParam, SKIN_DEPTHS, UNDERTONES } from '../products/shade.ts';

// The catalogue's contract: field names exactly as the page and the API read them.

export const CATEGORIES = ['makeup', 'skincare'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

export const ProductTypeSchema = z.enum(ALL_PRODUCT_TYPES as [ProductType, ...ProductType[]]);

export const ColorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  inStock: z.boolean(),
  /** Shoppers: true when 1 to 5 of the shade are left, with how many ("Only 3 left"). */
  lowStock: z.boolean().optional(),
  left: z.number().int().optional(),
  /** The shade's own picture (same URL rule as a product's `image`); absent: show the product's. */
  image: z.string().optional(),
  /** The skin depth and undertone the shop maps a complexion shade to (products/shade.ts). */
  depth: SkinDepthSchema.optional(),
  undertone: UndertoneSchema.optional(),
});
export type Color = z.infer<typeof ColorSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  fullname: z.string(),
  description: z.string(),
  category: CategorySchema,
  /** What kind of product within the category (product-types.ts); null until the shopkeeper sets one. */
  type: ProductTypeSchema.nullable().optional(),
  /** Naira, as the API reads and writes it; the server keeps whole kobo. */
  price: nairaAmount,
  image: z.string().nullable(),
  inStock: z.boolean(),
  /** Shoppers: true when 1 to 5 are left, with how many ("Only 3 left"); larger counts stay private. */
  lowStock: z.boolean().optional(),
  left: z.number().int().optional(),
  colors: z.array(ColorSchema),
  /** Average review rating (one decimal, 0 without reviews); the catalogue's answers carry it. */
  rating: z.number().min(0).max(5).optional(),
  /** How many reviews the average is over. */
  reviewCount: z.number().int().min(0).optional(),
  /** The label's ingredients ('' when the shop has not given them). */
  ingredients: z.string().optional(),
  /** The NAFDAC registration number printed on the pack. */
  nafdacNumber: z.string().nullable().optional(),
  /** What the ingredients show absent (products/ingredients.ts); empty without ingredients. */
  freeOf: z.array(z.enum(FREE_OF_NAMES)).optional(),
  /**
   * Shoppers: the sale price (naira, below `price`) while a sale runs, with when it ends (ISO);
   * both absent otherwise (decision 60). The server charges priceNow (sale-price.ts).
   */
  salePrice: nairaAmount.optional(),
  saleEndsAt: z.string().optional(),
  /** The skin types it is good for and the concerns it targets (products/skin.ts); empty = not said. */
  skinTypes: z.array(z.enum(SKIN_TYPES)).optional(),
  concerns: z.array(z.enum(SKIN_CONCERNS)).optional(),
  /** A routine or kit's steps in order (routine-schemas.ts); absent on other products. */
  routine: RoutineSchema.optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Admin reads add the quantities: a number, or null when not counted. */
export const AdminProductSchema = ProductSchema.extend({
  stock: z.number().int().nullable(),
  /** Cannot be returned (decision 52); staff only, as the return form says it per line. */
  finalSale: z.boolean().optional(),
  /** The sale as saved, ended or not (null: none); shoppers see it only while it runs. */
  salePrice: nairaAmount.nullable(),
  saleEndsAt: z.string().nullable(),
  /** When the sale began (the product feeds' effective dates), null without a sale. */
  saleStartsAt: z.string().nullable(),
  /** The products the shopkeeper pairs it with (code and name), in her order (decision 62). */
  pairsWellWith: z.array(z.object({ productId: z.string(), name: z.string() })).optional(),
  colors: z.array(ColorSchema.extend({ stock: z.number().int().nullable() })),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListQuerySchema = z.object({
  /** `1`: only products (or shades) with 5 or fewer left, sold-out ones included. */
  lowStock: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** The most products one listing answer holds; the storefront asks for 48 at a time. */
export const LISTING_PAGE_MAX = 60;

const SORT_IDS = SORT_OPTIONS.map((o) => o.id) as [SortId, ...SortId[]];

/** A price bound in whole naira, as the listing's price filter reads it. */
const nairaBound = (name: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${name} must be a whole number of naira, 0 or more`)
    .transform(Number)
    .optional();

/**
 * The storefront listing's question. Every parameter is optional; the parsed form is canonical
 * (search text trimmed and lower-cased, an empty search dropped, numbers and flags coerced), so
 * it is also what the answer cache keys on.
 */
export const ProductListQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine((c) => c === undefined || (CATEGORIES as readonly string[]).includes(c), {
      message: 'Category must be makeup or skincare',
    })
    .transform((c) => c as Category | undefined),
  type: z
    .string()
    .optional()
    .refine((t) => t === undefined || (ALL_PRODUCT_TYPES as readonly string[]).includes(t), {
      message: `type must be one of ${ALL_PRODUCT_TYPES.join(', ')}`,
    })
    .transform((t) => t as ProductType | undefined),
  q: z
    .string()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .transform((q) => q?.trim().toLowerCase() || undefined),
  // One skin type and one concern at most (decision 58): the filter panel offers one of each.
  skinType: z.enum(SKIN_TYPES, { error: `skinType must be one of ${SKIN_TYPES.join(', ')}` }).optional(),
  concern: z.enum(SKIN_CONCERNS, { error: `concern must be one of ${SKIN_CONCERNS.join(', ')}` }).optional(),
  /** `deep-warm`: only products with a shade for that depth and undertone (products/shade.ts). */
  shade: z
    .string()
    .optional()
    .refine((v) => v === undefined || readShadeParam(v) !== null, {
      message: `shade must be a depth and an undertone, e.g. deep-warm (depths: ${SKIN_DEPTHS.join(', ')}; undertones: ${UNDERTONES.join(', ')})`,
    })
    .transform((v) => (v === undefined ? undefined : readShadeParam(v)!)),
  sort: z.enum(SORT_IDS, { error: `sort must be one of ${SORT_IDS.join(', ')}` }).optional(),
  minPrice: nairaBound('minPrice'),
  maxPrice: nairaBound('maxPrice'),
  inStock: z
    .enum(['0', '1', 'true', 'false'], { error: 'inStock must be 1, 0, true or false' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
    .max(LISTING_PAGE_MAX, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .max(1_000_000, 'offset must be a whole number, 0 or more')
    .optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** `total` (every match, before paging) comes with any question beyond the category. */
export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int().min(0).optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
/**
 * The product page's product: the label (ingredients, NAFDAC number, free-of) and its two rows of
 * cards, "Pairs well with" and "Customers also bought" (decision 62), only products on sale now.
 */
export const ProductPageProductSchema = ProductSchema.extend({
  pairsWellWith: z.array(ProductSchema).optional(),
  customersAlsoBought: z.array(ProductSchema).optional(),
});
export type ProductPageProduct = z.infer<typeof ProductPageProductSchema>;
export const ProductResponseSchema = z.object({ product: ProductPageProductSchema });
