// "Your shade": a shopper's skin depth and undertone, and which shade of a complexion product
// matches them. Plain lists and functions (no zod): the listing's filter and the product page in
// the storefront's first bundle read them; the schemas are in shade-schemas.ts. Decision 57 says
// why this scale and this matching rule.

/**
 * Lightest to deepest. Most of the shop's shoppers are medium to deep, so the deep end has three
 * steps (deep, rich, deepest) where a European scale would have one.
 */
export const SKIN_DEPTHS = ['fair', 'light', 'medium', 'tan', 'deep', 'rich', 'deepest'] as const;
export type SkinDepth = (typeof SKIN_DEPTHS)[number];

export const UNDERTONES = ['cool', 'neutral', 'warm', 'olive'] as const;
export type Undertone = (typeof UNDERTONES)[number];

export const SKIN_DEPTH_LABELS: Record<SkinDepth, string> = {
  fair: 'Fair',
  light: 'Light',
  medium: 'Medium',
  tan: 'Tan',
  deep: 'Deep',
  rich: 'Rich',
  deepest: 'Deepest',
};

export const UNDERTONE_LABELS: Record<Undertone, string> = {
  cool: 'Cool',
  neutral: 'Neutral',
  warm: 'Warm',
  olive: 'Olive',
};

/** What a shopper sees on her wrist, the finder's words under each undertone's picture. */
export const UNDERTONE_CUES: Record<Undertone, string> = {
  cool: 'Veins look blue or purple; silver flatters you',
  neutral: 'Veins look blue-green; silver and gold both suit you',
  warm: 'Veins look green; gold flatters you',
  olive: 'Skin has a green-grey cast; veins look green',
};

/**
 * When no shade of a product has her undertone, the nearest in this order: neutral sits between
 * cool and warm, olive beside warm and neutral, and cool is farthest from warm and olive.
 */
const NEAREST_UNDERTONES: Record<Undertone, readonly Undertone[]> = {
  cool: ['cool', 'neutral', 'olive', 'warm'],
  neutral: ['neutral', 'warm', 'cool', 'olive'],
  warm: ['warm', 'neutral', 'olive', 'cool'],
  olive: ['olive', 'neutral', 'warm', 'cool'],
};

export type ShadeProfile = { depth: SkinDepth; undertone: Undertone };

export const isSkinDepth = (value: unknown): value is SkinDepth =>
  (SKIN_DEPTHS as readonly unknown[]).includes(value);
export const isUndertone = (value: unknown): value is Undertone =>
  (UNDERTONES as readonly unknown[]).includes(value);

/** "Deep, warm": how the shop names a shopper's shade. */
export const shadeProfileLabel = (p: ShadeProfile) =>
  `${SKIN_DEPTH_LABELS[p.depth]}, ${UNDERTONE_LABELS[p.undertone].toLowerCase()}`;

/** The address's form of a profile (`?shade=deep-warm` on a listing). */
export const shadeParam = (p: ShadeProfile) => `${p.depth}-${p.undertone}`;

/** A `shade=` value read back; null when it names no known depth and undertone. */
export function readShadeParam(text: string | null | undefined): ShadeProfile | null {
  const [depth, undertone, ...rest] = (text ?? '').trim().toLowerCase().split('-');
  if (rest.length > 0 || !isSkinDepth(depth) || !isUndertone(undertone)) return null;
  return { depth, undertone };
}

/**
 * Complexion products (foundation, concealer, powder…) are the makeup of type "face"
 * (catalog/product-types.ts): only their shades are mapped to a depth and an undertone.
 */
export const isComplexionProduct = (p: { category: string; type?: string | null }) =>
  p.category === 'makeup' && p.type === 'face';

type MappedShade = { depth?: SkinDepth | null; undertone?: Undertone | null };

/**
 * The product's shade for her: one of her depth with her undertone, else one of her depth with
 * the nearest undertone (exact: false); none when no shade is of her depth (a shade two steps
 * lighter is not hers). Ties go to the first in the shop's order, in stock before sold out.
 */
export function matchShade<C extends MappedShade & { inStock: boolean }>(
  shades: readonly C[],
  profile: ShadeProfile,
): { shade: C; exact: boolean } | null {
  const ofDepth = shades.filter((s) => s.depth === profile.depth && s.undertone);
  for (const undertone of NEAREST_UNDERTONES[profile.undertone]) {
    const same = ofDepth.filter((s) => s.undertone === undertone);
    const shade = same.find((s) => s.inStock) ?? same[0];
    if (shade) return { shade, exact: undertone === profile.undertone };
  }
  return null;
}

/** A product's shade for her: a complexion product's matchShade, null for any other product. */
export function shadeFor<C extends MappedShade & { inStock: boolean }>(
  product: { category?: string; type?: string | null; colors: readonly C[] },
  profile: ShadeProfile,
): { shade: C; exact: boolean } | null {
  if (!isComplexionProduct({ category: product.category ?? '', type: product.type })) return null;
  return matchShade(product.colors, profile);
}
