import { ingredientConcernText, ingredientConcerns } from '@shop/shared/products/ingredients';
import { CONFIRM_INGREDIENTS_CODE } from '@shop/shared/errors';
import { HttpError, badRequest } from '../../http-error.ts';

/**
 * The check before a product's ingredients go on sale (decision 55): mercury is banned, so refused
 * whatever the staff say; hydroquinone above NAFDAC's 2 % (or of no stated strength) is saved only
 * with the staff's explicit confirmation, which the admin form asks for after its warning.
 */
export function checkIngredients(ingredients: string, confirmed: boolean): void {
  for (const concern of ingredientConcerns(ingredients)) {
    if (concern.kind === 'mercury') throw badRequest(ingredientConcernText(concern), 'ingredients');
    if (!confirmed)
      throw new HttpError(409, ingredientConcernText(concern), {
        code: CONFIRM_INGREDIENTS_CODE,
        field: 'ingredients',
      });
  }
}
