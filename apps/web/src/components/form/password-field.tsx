import { useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { FieldShape } from './field-styles';
import { TextField } from './text-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  shape?: FieldShape;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ shape = 'pill', ...props }: Props) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      shape={shape}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          // Not "Show password": the word would make this button a second match for a search
          // by the field's label ("Password"); sitting beside the field, "Show" says enough.
          aria-label={visible ? 'Hide' : 'Show'}
          title={visible ? 'Hide password' : 'Show password'}
          className="grid size-10 place-items-center rounded-full text-plum/70 hover:bg-nude hover:text-plum"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
