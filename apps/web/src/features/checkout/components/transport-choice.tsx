import { useId } from 'react';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import { FieldError } from '../../../components/form/field-error';
import type { DeliveryChoice } from '../../../domain/delivery/use-delivery-options';

type Props = {
  /** The options the shop offers at the chosen address, in its order. */
  options: readonly DeliveryChoice[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string | null;
  /** Said when no option reaches the address chosen. */
  emptyNote?: string | null;
};

/** The delivery options as a radio group, each with its label, how long it takes and its price; arrow keys move. */
export function TransportChoice({ options, value, onChange, error, emptyNote }: Props) {
  const id = useId();
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-plum">Delivery by</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={`flex cursor-pointer items-center justify-between gap-3 rounded-[12px] border bg-white px-4 py-3 transition-colors duration-150 has-[:checked]:border-plum has-[:checked]:bg-nude-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose ${
              error ? 'border-2 border-alert' : 'border-field'
            }`}
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="transportOption"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="size-4 shrink-0 accent-plum focus-visible:outline-none"
              />
              <span className="flex flex-col">
                <span className="font-medium">{option.label}</span>
                {option.eta && <span className="text-sm text-plum/80">{option.eta}</span>}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{formatNaira(koboToNaira(option.costKobo))}</span>
          </label>
        ))}
      </div>
      {options.length === 0 && emptyNote && <p className="text-sm text-plum/80">{emptyNote}</p>}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  );
}
