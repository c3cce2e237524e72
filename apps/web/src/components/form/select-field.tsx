import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError, describedProps } from './field-error';
import { fieldStyles, type FieldShape } from './field-styles';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | null;
  shape?: FieldShape;
  /** The `<option>`s. */
  children: ReactNode;
};

/** The shop's one select: a visible label tied to it and its message under it. */
export function SelectField({ label, error, shape = 'box', className = '', children, ...select }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} className={fieldStyles[shape]} {...describedProps(id, error)} {...select}>
        {children}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
