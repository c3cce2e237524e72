// What a product's ingredients list tells a shopper (the "Free of" facts) and the staff (the
// hydroquinone and mercury check before saving). Nigerian law (NAFDAC) bans mercury in cosmetics and
// caps hydroquinone at 2 %: docs/product-rules.md and decision 55 say how the shop applies it.

export const MAX_INGREDIENTS_LENGTH = 5000;

/** NAFDAC's legal cap on hydroquinone in a cosmetic, in percent. */
export const HYDROQUINONE_CAP_PERCENT = 2;

/**
 * The substances shoppers ask about, in the order they are shown, each with every name it hides
 * under on a label. Loose on purpose: a name that merely might be one of them (cetyl alcohol is
 * not the drying kind) still takes the "free of" claim away, because a false claim costs more
 * trust than a missing one.
 */
export const FREE_OF_RULES = [
  { name: 'hydroquinone', pattern: /hydroquinone|hydroquinol|quinol\b|benzene-1,4-diol/i },
  { name: 'mercury', pattern: /mercur|calomel|hydrargyr|cinnabar/i },
  { name: 'fragrance', pattern: /fragrance|parfum|perfume|aroma\b|essential oil/i },
  { name: 'alcohol', pattern: /alcohol|ethanol/i },
] as const;

export type FreeOfName = (typeof FREE_OF_RULES)[number]['name'];
export const FREE_OF_NAMES = FREE_OF_RULES.map((rule) => rule.name) as [FreeOfName, ...FreeOfName[]];

/**
 * The substances the ingredients list shows absent. None without a list: the shop never claims
 * "free of" what it has not read.
 */
export function freeOf(ingredients: string): FreeOfName[] {
  if (ingredients.trim() === '') return [];
  return FREE_OF_RULES.filter((rule) => !rule.pattern.test(ingredients)).map((rule) => rule.name);
}

// "hydroquinone 4%", "hydroquinone (4 %)", "Hydroquinone: 1.5%", "hydroquinone 2,5 %", "4% hydroquinone".
const STRENGTH_AFTER = /hydroquinone\s*[(:[-]?\s*(\d{1,3}(?:[.,]\d+)?)\s*%/gi;
const STRENGTH_BEFORE = /(\d{1,3}(?:[.,]\d+)?)\s*%\s*(?:w\/w\s*)?hydroquinone/gi;

/** The strengths of hydroquinone the list states, in percent. */
function hydroquinoneStrengths(ingredients: string): number[] {
  const found = [...ingredients.matchAll(STRENGTH_AFTER), ...ingredients.matchAll(STRENGTH_BEFORE)];
  return found.map((m) => Number(m[1]!.replace(',', '.')));
}

export type IngredientConcern =
  /** Banned outright: the server refuses the product. */
  | { kind: 'mercury' }
  /** Above the cap, or named without a strength: saved only once the staff confirm. */
  | { kind: 'hydroquinone'; percent: number | null };

/** What in the ingredients stops or needs a second look before the product is saved. */
export function ingredientConcerns(ingredients: string): IngredientConcern[] {
  const concerns: IngredientConcern[] = [];
  if (FREE_OF_RULES[1].pattern.test(ingredients)) concerns.push({ kind: 'mercury' });
  if (/hydroquinone/i.test(ingredients)) {
    const strengths = hydroquinoneStrengths(ingredients);
    const highest = strengths.length > 0 ? Math.max(...strengths) : null;
    if (highest === null || highest > HYDROQUINONE_CAP_PERCENT)
      concerns.push({ kind: 'hydroquinone', percent: highest });
  }
  return concerns;
}

/** The staff's warning for a concern, as the admin form and the server's refusal word it. */
export function ingredientConcernText(concern: IngredientConcern): string {
  if (concern.kind === 'mercury')
    return 'The ingredients name mercury, which is banned in cosmetics in Nigeria. This product cannot be sold.';
  return concern.percent === null
    ? `The ingredients name hydroquinone without its strength. NAFDAC allows at most ${HYDROQUINONE_CAP_PERCENT} % in cosmetics: check the pack before publishing.`
    : `The ingredients show ${concern.percent} % hydroquinone, above the ${HYDROQUINONE_CAP_PERCENT} % NAFDAC allows in cosmetics. Publish only if you are sure it may be sold.`;
}
