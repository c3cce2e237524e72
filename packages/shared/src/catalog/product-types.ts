// Product types within each category: the one list the database check, the server's validation,
// the admin's select and the storefront's type filter all read. Plain constants (no zod) so the
// storefront's first bundle can import the labels.
import type { Category } from './product-schemas.ts';

export const PRODUCT_TYPES = {
  makeup: ['lips', 'eyes', 'face', 'cheeks', 'brows', 'tools'],
  skincare: ['cleanse', 'treat', 'moisturise', 'protect', 'body'],
} as const satisfies Record<Category, readonly string[]>;

export type ProductType = (typeof PRODUCT_TYPES)[Category][number];

/** The categories in the order their types are offered (no zod: the listing's filters import it). */
export const TYPED_CATEGORIES = Object.keys(PRODUCT_TYPES) as Category[];

export const ALL_PRODUCT_TYPES: readonly ProductType[] = [...PRODUCT_TYPES.makeup, ...PRODUCT_TYPES.skincare];

/** The label a shopper reads: the type with a capital ("Moisturise"). */
export const productTypeLabel = (type: ProductType): string => type.charAt(0).toUpperCase() + type.slice(1);

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (ALL_PRODUCT_TYPES as readonly string[]).includes(value);
}

/** Whether a type belongs to the category (a skincare product is never "lips"). */
export function isTypeOfCategory(category: Category, type: string): boolean {
  return (PRODUCT_TYPES[category] as readonly string[]).includes(type);
}

/** Which category a type belongs to (each type names one). */
export function categoryOfType(type: ProductType): Category {
  return (PRODUCT_TYPES.makeup as readonly string[]).includes(type) ? 'makeup' : 'skincare';
}

/** Why a type cannot go with a category, or null when it can (no type always can). */
export function typeOutsideCategory(category: Category, type: string | null): string | null {
  if (type === null || isTypeOfCategory(category, type)) return null;
  return `type ${type} is not a ${category} type: choose one of ${PRODUCT_TYPES[category].join(', ')}`;
}
