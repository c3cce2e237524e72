import { useId } from 'react';
import { Search } from 'lucide-react';

/** A labelled search box with a magnifier, filtering live as the person types. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  labelClassName = 'mb-1 block text-sm font-semibold text-plum',
  inputClassName = 'rounded-[12px] border border-field',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  labelClassName?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <div role="search">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-plum/60"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          className={`block w-full bg-white py-3 pl-12 pr-4 text-base text-plum placeholder:text-plum/60 focus:border-rose focus:outline-none focus-visible:outline-3 focus-visible:outline-rose ${inputClassName}`}
        />
      </div>
    </div>
  );
}
