import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldStyles } from '../../../components/form/field-styles';

/** An image file input (any image type) with a preview of the chosen picture. */
export function ImagePicker({
  file,
  onChange,
  label,
  inputKey,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  /** Changing it empties the native input (after the form resets). */
  inputKey?: number;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    queueMicrotask(() => setPreview(url));
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-[12px] bg-nude">
          {file && preview ? (
            <img
              src={preview}
              alt="Preview of the chosen file"
              width={96}
              height={96}
              className="size-24 object-contain"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-plum/50" />
          )}
        </div>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/*"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className={`${fieldStyles.box} file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:text-ivory`}
        />
      </div>
    </div>
  );
}
