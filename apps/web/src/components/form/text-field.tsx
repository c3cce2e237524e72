import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, describedProps } from './field-error';
import { fieldStyles, type FieldShape } from './field-styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The message for this field, shown under it; the field is marked wrong while it is set. */
  error?: string | null;
  /** A hint shown right under the input and read with it. */
  hint?: string;
  /** Something inside the input's right edge, such as a show/hide toggle. */
  trailing?: ReactNode;
  shape?: FieldShape;
};

/**
 * The shop's one text input: the label is always visible and tied to the input, and its message
 * sits under it. Works controlled (`value` + `onChange`) or inside a `<form>` by `name`.
 */
export function TextField({ label, error, hint, trailing, shape = 'box', className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${fieldStyles[shape]} ${trailing ? 'pr-14' : ''}`}
          {...describedProps(id, error, Boolean(hint))}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 pl-1 text-xs text-plum/80">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
