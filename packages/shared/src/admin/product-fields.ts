import { z } from 'zod';
import { CATEGORIES } from '../catalog/product-schemas.ts';
import { ALL_PRODUCT_TYPES, type ProductType } from '../catalog/product-types.ts';
import { MAX_STOCK } from '../catalog/stock-levels.ts';
import { messages } from '../messages.ts';
import { MAX_INGREDIENTS_LENGTH } from '../products/ingredients.ts';
import { NafdacNumberSchema } from '../products/nafdac.ts';
import { SaleEndsAtFieldSchema, SalePriceFieldSchema } from '../products/sale-fields.ts';
import { concernsText, skinTypesText } from '../products/skin-schemas.ts';

// The admin product forms arrive as multipart text fields. These schemas turn that text into
// typed values and refuse bad input with a message naming the field.

const MAX_PRICE_NAIRA = 100_000_000;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const price = z
  .string({ error: 'price is required' })
  .trim()
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= MAX_PRICE_NAIRA, {
    message: 'price must be a positive number of naira',
  })
  .transform(Number);

// The add form sends true/false, the edit form yes/no: both are accepted.
const inStock = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', 'yes', 'no'].includes(v), {
    message: 'inStock must be true, false, yes or no',
  })
  .transform((v) => v === 'true' || v === 'yes');

// The form's placeholder 'select' arrives as is and is refused here.
const category = z
  .string({ error: 'category must be makeup or skincare' })
  .trim()
  .toLowerCase()
  .refine((v): v is (typeof CATEGORIES)[number] => (CATEGORIES as readonly string[]).includes(v), {
    message: 'category must be makeup or skincare',
  });

// The type as the form's select sends it; empty is "no type" (null). Whether it belongs to the
// product's category is checked with the category (typeOutsideCategory), which an edit may leave as it was.
const type = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || (ALL_PRODUCT_TYPES as readonly string[]).includes(v), {
    message: `type must be one of ${ALL_PRODUCT_TYPES.join(', ')}`,
  })
  .transform((v) => (v === '' ? null : (v as ProductType)));

/** A quantity as typed: empty is "not counted" (null); otherwise a whole number 0..1,000,000. */
export function parseStockText(raw: string): number | null | undefined {
  const v = raw.trim();
  if (v === '') return null;
  if (!/^\d{1,7}$/.test(v) || Number(v) > MAX_STOCK) return undefined;
  return Number(v);
}

const stock = z.string().transform((v, ctx) => {
  const n = parseStockText(v);
  if (n === undefined) {
    ctx.addIssue({ code: 'custom', message: messages.stock.invalidStock });
    return z.NEVER;
  }
  return n;
});

const description = z.string().trim().max(5000, 'description must be at most 5000 characters');

const ingredients = z
  .string()
  .trim()
  .max(MAX_INGREDIENTS_LENGTH, `ingredients must be at most ${MAX_INGREDIENTS_LENGTH} characters`);

// The staff's "yes, publish it" after the hydroquinone warning (decision 55).
const confirmUnsafeIngredients = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', ''].includes(v), {
    message: 'confirmUnsafeIngredients must be true or false',
  })
  .transform((v) => v === 'true');

// Final sale (decision 52): such a product cannot be returned. The form's checkbox sends true or
// false (an edit always sends it, so unticking is saved); a CSV cell says yes or no.
const finalSale = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', 'yes', 'no', ''].includes(v), {
    message: 'finalSale must be yes or no',
  })
  .transform((v) => v === 'true' || v === 'yes');

export const ProductCreateFieldsSchema = z.object({
  name: text('name', 120),
  fullname: text('fullname', 200),
  price,
  inStock: inStock.default(true),
  category,
  type: type.optional(),
  description: description.default(''),
  stock: stock.optional(),
  ingredients: ingredients.default(''),
  nafdacNumber: NafdacNumberSchema.optional(),
  confirmUnsafeIngredients: confirmUnsafeIngredients.optional(),
  finalSale: finalSale.default(false),
  salePrice: SalePriceFieldSchema.optional(),
  saleEndsAt: SaleEndsAtFieldSchema.optional(),
  skinTypes: skinTypesText.default([]),
  concerns: concernsText.default([]),
});

export const ProductUpdateFieldsSchema = z.object({
  name: text('name', 120).optional(),
  fullname: text('fullname', 200).optional(),
  price: price.optional(),
  inStock: inStock.optional(),
  category: category.optional(),
  type: type.optional(),
  description: description.optional(),
  stock: stock.optional(),
  ingredients: ingredients.optional(),
  nafdacNumber: NafdacNumberSchema.optional(),
  confirmUnsafeIngredients: confirmUnsafeIngredients.optional(),
  finalSale: finalSale.optional(),
  salePrice: SalePriceFieldSchema.optional(),
  saleEndsAt: SaleEndsAtFieldSchema.optional(),
  skinTypes: skinTypesText.optional(),
  concerns: concernsText.optional(),
});

export const PRODUCT_TEXT_FIELDS = [
  'name',
  'fullname',
  'price',
  'inStock',
  'category',
  'type',
  'description',
  'stock',
  'ingredients',
  'nafdacNumber',
  'confirmUnsafeIngredients',
  'finalSale',
  'salePrice',
  'saleEndsAt',
  'skinTypes',
  'concerns',
] as const;
