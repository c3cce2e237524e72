import { z } from 'zod';
import { inListOrder, SKIN_CONCERNS, SKIN_TYPES, type SkinConcern, type SkinType } from './skin.ts';

// The skin lists as forms, files and the account send them (decision 58).

/**
 * A list of skin types or concerns as text: values separated by commas (the admin form) or `|`
 * (the CSV), any case, blanks ignored; '' is an empty list. Kept in the shop's order, once each; a
 * value outside the list is refused, naming the field and the choices.
 */
export function skinListText<T extends string>(order: readonly T[], field: string) {
  return z.string().transform((text, ctx): T[] => {
    const values = text
      .split(/[,|]/)
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== '');
    const unknown = values.filter((v) => !(order as readonly string[]).includes(v));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${field} must be among ${order.join(', ')}` });
      return z.NEVER;
    }
    return inListOrder(order, values);
  });
}

export const skinTypesText = skinListText(SKIN_TYPES, 'skinTypes');
export const concernsText = skinListText(SKIN_CONCERNS, 'concerns');

/** The shopper's own skin, as the account saves and answers it. */
export const SkinProfileSchema = z.object({
  skinType: z.enum(SKIN_TYPES, { error: `skinType must be one of ${SKIN_TYPES.join(', ')}` }).nullable(),
  concerns: z
    .array(z.enum(SKIN_CONCERNS, { error: `concerns must be among ${SKIN_CONCERNS.join(', ')}` }))
    .max(SKIN_CONCERNS.length)
    .transform((list) => inListOrder<SkinConcern>(SKIN_CONCERNS, list)),
});
export type SkinProfileBody = { skinType: SkinType | null; concerns: SkinConcern[] };

/** The account's answer: her skin as saved (none given: null and []). */
export const SkinProfileAnswerSchema = z.object({
  skinType: z.enum(SKIN_TYPES).nullable(),
  concerns: z.array(z.enum(SKIN_CONCERNS)),
});
