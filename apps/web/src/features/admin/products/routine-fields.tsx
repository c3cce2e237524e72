import { ADMIN_PAGE_MAX } from '@shop/shared/admin/admin-list-schemas';
import { MAX_ROUTINE_STEPS, MAX_STEP_NAME } from '@shop/shared/admin/routine-parts';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import type { FieldErrors } from '../../../components/form/field-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useApiRead } from '../../../lib/use-api-read';
import { getProductsPage } from './api/get-products-page';

/** One step as the form holds it: the part's product code and the step's name. */
export type RoutineStepValue = { productId: string; step: string };

const SUGGESTED = ['Cleanse', 'Treat', 'Moisturise', 'Protect'];

/** The steps as the server reads them (`routineParts`), or undefined for an ordinary product. */
export function routinePartsJson(steps: readonly RoutineStepValue[]): string | undefined {
  return steps.length === 0 ? undefined : JSON.stringify(steps);
}

/** A saved product's steps as the form shows them (a deleted part shows as not chosen). */
export const routineStepsOf = (product: Pick<AdminProduct, 'routine'>): RoutineStepValue[] =>
  product.routine?.steps.map((s) => ({ productId: s.productId ?? '', step: s.step })) ?? [];

/** The products a step may be: single products without shades (decision 60). */
function useStepCandidates(enabled: boolean, selfId: string | undefined) {
  // Asked for once the form is a routine's; a failed read offers none.
  const { last } = useApiRead(enabled ? 'step-candidates' : null, () =>
    getProductsPage({ q: '', lowStock: false, limit: ADMIN_PAGE_MAX, offset: 0 }),
  );
  const options: AdminProduct[] = last?.data?.products ?? [];
  return options.filter((p) => !p.routine && p.colors.length === 0 && p._id !== selfId);
}

type Props = {
  steps: readonly RoutineStepValue[];
  onChange: (steps: RoutineStepValue[]) => void;
  errors?: FieldErrors;
  /** The product being edited (never one of its own steps). */
  selfId?: string;
};

/**
 * A routine or kit (decision 60): the products of its steps in order, each with the step's name.
 * It keeps its own price, sale and pictures; a sale takes one of every step's product from stock.
 */
export function RoutineFields({ steps, onChange, errors = {}, selfId }: Props) {
  const candidates = useStepCandidates(steps.length > 0, selfId);
  const set = (i: number, patch: Partial<RoutineStepValue>) =>
    onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-plum">Routine or kit</legend>
      <p className="text-xs text-plum/80">
        Sell several products as one, at this product&apos;s price. Each sale takes one of every step&apos;s
        product from stock; it is in stock while all of them are.
      </p>
      {steps.length > 0 && (
        <ol className="space-y-3">
          {steps.map((s, i) => (
            <li
              key={i}
              className="grid gap-3 rounded-[10px] border border-plum/15 p-3 sm:grid-cols-[1fr_2fr_auto]"
            >
              <TextField
                label={`Step ${i + 1} name`}
                value={s.step}
                maxLength={MAX_STEP_NAME}
                autoComplete="off"
                onChange={(e) => set(i, { step: e.target.value })}
              />
              <SelectField
                label={`Step ${i + 1} product`}
                value={s.productId}
                onChange={(e) => set(i, { productId: e.target.value })}
              >
                <option value="">Choose a product</option>
                {s.productId !== '' && !candidates.some((c) => c.productId === s.productId) && (
                  <option value={s.productId}>{s.productId}</option>
                )}
                {candidates.map((c) => (
                  <option key={c._id} value={c.productId}>
                    {c.name} ({c.productId})
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={`${buttonStyles.secondary} self-end`}
                aria-label={`Remove step ${i + 1}`}
                onClick={() => onChange(steps.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {errors.routineParts && (
        <p role="alert" className="text-sm font-medium text-alert">
          {errors.routineParts}
        </p>
      )}
      {steps.length < MAX_ROUTINE_STEPS && (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => onChange([...steps, { productId: '', step: SUGGESTED[steps.length] ?? '' }])}
        >
          {steps.length === 0 ? 'Make it a routine: add its first step' : 'Add a step'}
        </button>
      )}
    </fieldset>
  );
}
