import { useId } from 'react';
import { messages } from '@shop/shared/messages';
import { describedProps, FieldError } from '../../../components/form/field-error';
import { fieldStyles } from '../../../components/form/field-styles';
import type { DiscountCodeState } from '../use-discount-code';

const button =
  'min-h-11 shrink-0 rounded-full border-2 border-plum px-4 text-sm font-semibold hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * "Discount code" with Apply (Enter applies too, without paying); the applied code with Remove;
 * the server's reason by the field when it does not apply. Inside the checkout form, so it is
 * not a form of its own.
 */
export function DiscountCodeField({ code, pending }: { code: DiscountCodeState; pending: boolean }) {
  const id = useId();
  const t = messages.discounts;
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {t.fieldLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={code.typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={fieldStyles.box}
          onChange={(e) => code.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            code.apply();
          }}
          {...describedProps(id, code.refusal)}
        />
        {code.applied ? (
          <button type="button" className={button} onClick={code.remove}>
            {t.remove}
          </button>
        ) : (
          <button type="button" className={button} onClick={code.apply} disabled={code.typed.trim() === ''}>
            {t.apply}
          </button>
        )}
      </div>
      <FieldError fieldId={id} message={code.refusal} />
      {code.applied && !pending && (
        <p role="status" className="mt-1 pl-1 text-sm font-medium">
          {t.applied(code.applied)}
        </p>
      )}
    </div>
  );
}
