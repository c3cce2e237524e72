import { z } from 'zod';

// The catalogue's contract: field names exactly as the page and the API read them.

export const CATEGORIES = ['makeup', 'skincare'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

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
});
export type Color = z.infer<typeof ColorSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  fullname: z.string(),
  description: z.string(),
  category: CategorySchema,
  /** Naira, as the API reads and writes it; the server keeps whole kobo. */
  price: z.number(),
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
});
export type Product = z.infer<typeof ProductSchema>;

/** Admin reads add the quantities: a number, or null when not counted. */
export const AdminProductSchema = ProductSchema.extend({
  stock: z.number().int().nullable(),
  colors: z.array(ColorSchema.extend({ stock: z.number().int().nullable() })),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListQuerySchema = z.object({
  /** `1`: only products (or shades) with 5 or fewer left, sold-out ones included. */
  lowStock: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const AdminProductListResponseSchema = z.object({ products: z.array(AdminProductSchema) });

export const ProductListQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine((c) => c === undefined || (CATEGORIES as readonly string[]).includes(c), {
      message: 'Category must be makeup or skincare',
    })
    .transform((c) => c as Category | undefined),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({ products: z.array(ProductSchema) });
export const ProductResponseSchema = z.object({ product: ProductSchema });
