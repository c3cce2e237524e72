// Shop by skin: the skin types and concerns a product is good for, and a shopper's own. Plain
// lists and helpers (no zod), because the listing's filters in the storefront's first bundle read
// them; the schemas are in skin-schemas.ts. Decision 58 says how filters and the home row use them.

export const SKIN_TYPES = ['oily', 'dry', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SKIN_CONCERNS = [
  'hyperpigmentation',
  'acne',
  'dryness',
  'dullness',
  'sun-protection',
  'ageing',
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  oily: 'Oily',
  dry: 'Dry',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

export const SKIN_CONCERN_LABELS: Record<SkinConcern, string> = {
  hyperpigmentation: 'Hyperpigmentation',
  acne: 'Acne',
  dryness: 'Dryness',
  dullness: 'Dullness',
  'sun-protection': 'Sun protection',
  ageing: 'Ageing',
};

export const isSkinType = (value: unknown): value is SkinType =>
  (SKIN_TYPES as readonly unknown[]).includes(value);
export const isSkinConcern = (value: unknown): value is SkinConcern =>
  (SKIN_CONCERNS as readonly unknown[]).includes(value);

/** Keeps the known values of a list, once each, in the shop's order (so stored lists compare equal). */
export function inListOrder<T extends string>(order: readonly T[], values: readonly string[]): T[] {
  return order.filter((v) => values.includes(v));
}

const lower = (label: string) => label.toLowerCase();

/**
 * The product page's line: "Good for: oily, combination skin · Targets: acne"; '' when the product
 * names neither.
 */
export function skinLine(skinTypes: readonly SkinType[], concerns: readonly SkinConcern[]): string {
  const parts = [
    skinTypes.length > 0 && `Good for: ${skinTypes.map((t) => lower(SKIN_TYPE_LABELS[t])).join(', ')} skin`,
    concerns.length > 0 && `Targets: ${concerns.map((c) => lower(SKIN_CONCERN_LABELS[c])).join(', ')}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A shopper's own skin: one type (or none given) and any concerns. */
export type SkinProfile = { skinType: SkinType | null; concerns: SkinConcern[] };
export const NO_SKIN_PROFILE: SkinProfile = { skinType: null, concerns: [] };
export const isSkinProfileKnown = (p: SkinProfile) => p.skinType !== null || p.concerns.length > 0;

/**
 * Is a product for this shopper's skin: made for her skin type (when she gave one) and, when she
 * named concerns, targeting at least one of them. A product naming no skin types suits no type.
 */
export function suitsSkin(
  product: { skinTypes?: readonly string[]; concerns?: readonly string[] },
  profile: SkinProfile,
): boolean {
  if (!isSkinProfileKnown(profile)) return false;
  const typeFits = profile.skinType === null || (product.skinTypes ?? []).includes(profile.skinType);
  const concernFits =
    profile.concerns.length === 0 || profile.concerns.some((c) => (product.concerns ?? []).includes(c));
  return typeFits && concernFits;
}
