import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Something inside the input's right edge, such as a show/hide toggle. */
  trailing?: ReactNode;
  /** A hint shown right under the input and read with it (aria-describedby). */
  hint?: string;
};

export const inputClass =
  'w-full rounded-full border border-field bg-white px-5 py-3 text-base text-plum placeholder:text-plum/50 focus:border-rose focus:outline-none focus-visible:outline-rose';

/** A labelled input: the label is always visible and tied to the input. */
export function TextField({ label, trailing, hint, className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="pl-2 text-sm font-medium text-plum">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${inputClass} ${trailing ? 'pr-14' : ''}`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="pl-2 text-xs text-plum/80">
          {hint}
        </p>
      )}
    </div>
  );
}
