import { useId, type InputHTMLAttributes } from 'react';
import { FieldError, invalidProps } from './field-error';
import { fieldStyles } from './field-styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The checkout's message for this field, shown under it. */
  error?: string | null;
};

/** A labelled input: the label is visible and tied to the input for screen readers. */
export function TextField({ label, value, onChange, error, ...rest }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldStyles.input}
        {...invalidProps(id, error)}
        {...rest}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
