import { useId } from 'react';
import { messages } from '@shop/shared/messages';
import { MAX_NAFDAC_LENGTH } from '@shop/shared/products/nafdac';
import { ingredientConcernText, ingredientConcerns } from '@shop/shared/products/ingredients';
import { FieldError, describedProps } from '../../../components/form/field-error';
import type { FieldErrors } from '../../../components/form/field-errors';
import { fieldStyles } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';

export type ProductLabelValues = {
  ingredients: string;
  nafdacNumber: string;
  /** 'true' once the staff have ticked the box under the hydroquinone warning, else ''. */
  confirmUnsafeIngredients: string;
  /** 'true' or 'false', always sent, so an edit that unticks it is saved (decision 52). */
  finalSale: string;
};

type Props = {
  values: ProductLabelValues;
  onChange: (field: keyof ProductLabelValues, value: string) => void;
  errors?: FieldErrors;
};

/**
 * The pack's label: ingredients and NAFDAC number, and whether the product is final sale. As the ingredients are typed, the same check the
 * server makes warns about mercury (refused: banned in Nigeria) and hydroquinone above 2 % (saved
 * only once the box is ticked), so staff see why before they save (decision 55).
 */
export function ProductLabelFields({ values, onChange, errors = {} }: Props) {
  const ingredientsId = useId();
  const concerns = ingredientConcerns(values.ingredients);
  const needsConfirming = concerns.some((c) => c.kind === 'hydroquinone');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={ingredientsId} className={fieldStyles.label}>
          ingredients
        </label>
        <textarea
          id={ingredientsId}
          name="ingredients"
          rows={3}
          placeholder="As on the pack: Aqua, Glycerin, Niacinamide…"
          value={values.ingredients}
          onChange={(e) => {
            onChange('ingredients', e.target.value);
            // A new list is a new question: an earlier tick does not carry over.
            onChange('confirmUnsafeIngredients', '');
          }}
          className={fieldStyles.box}
          {...describedProps(ingredientsId, errors.ingredients)}
        />
        <FieldError fieldId={ingredientsId} message={errors.ingredients} />
      </div>
      {concerns.length > 0 && (
        <div
          role="alert"
          className="space-y-2 rounded-[8px] bg-alert/10 p-3 text-sm text-alert sm:col-span-2"
        >
          {concerns.map((c) => (
            <p key={c.kind}>{ingredientConcernText(c)}</p>
          ))}
          {needsConfirming && (
            <label className="flex items-center gap-2 font-semibold text-plum">
              <input
                type="checkbox"
                checked={values.confirmUnsafeIngredients === 'true'}
                onChange={(e) => onChange('confirmUnsafeIngredients', e.target.checked ? 'true' : '')}
              />
              I have checked the pack: publish it anyway
            </label>
          )}
        </div>
      )}
      <TextField
        label="NAFDAC number"
        name="nafdacNumber"
        value={values.nafdacNumber}
        error={errors.nafdacNumber}
        hint="As printed on the pack, like A7-1234"
        maxLength={MAX_NAFDAC_LENGTH}
        autoComplete="off"
        onChange={(e) => onChange('nafdacNumber', e.target.value)}
      />
      <label className="flex items-center gap-2 self-center text-sm font-medium text-plum">
        <input
          type="checkbox"
          checked={values.finalSale === 'true'}
          onChange={(e) => onChange('finalSale', e.target.checked ? 'true' : 'false')}
          className="size-5 accent-plum"
        />
        {messages.returns.finalSaleLabel}
      </label>
    </div>
  );
}
