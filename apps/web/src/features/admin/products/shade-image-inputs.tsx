import { useId } from 'react';
import { shadeImageField } from '@shop/shared/admin/shade-images';

export type Shade = { key: string; name: string; code: string; image?: string };

/**
 * One small, labelled file input per chosen colour ("Picture for Ruby red"), each optional; the
 * form sends a chosen file as `colorImage:<key>`. Compact: a row per shade, no previews.
 */
export function ShadeImageInputs({
  shades,
  files,
  onChange,
  inputKey,
}: {
  shades: readonly Shade[];
  files: ReadonlyMap<string, File>;
  onChange: (files: Map<string, File>) => void;
  inputKey?: number;
}) {
  const id = useId();
  if (shades.length === 0) return null;
  const set = (key: string, file: File | null) => {
    const next = new Map(files);
    if (file) next.set(key, file);
    else next.delete(key);
    onChange(next);
  };
  return (
    <fieldset className="rounded-[12px] bg-nude p-4">
      <legend className="px-1 text-sm font-semibold">Shade pictures (optional)</legend>
      <ul className="grid gap-2">
        {shades.map((shade, i) => (
          <li key={shade.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              aria-hidden="true"
              className="size-5 shrink-0 rounded-full border border-plum/30"
              style={{ background: shade.code }}
            />
            <label htmlFor={`${id}-${i}`} className="min-w-40 text-sm">
              Picture for {shade.name}
              {shade.image && !files.has(shade.key) && <span className="text-plum/70"> (has one)</span>}
            </label>
            <input
              key={inputKey}
              id={`${id}-${i}`}
              type="file"
              accept="image/*"
              onChange={(e) => set(shade.key, e.target.files?.[0] ?? null)}
              className="min-w-0 flex-1 text-sm file:mr-2 file:min-h-11 file:rounded-full file:border-0 file:bg-plum file:px-3 file:py-2 file:text-ivory"
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Adds every chosen shade picture of a still-listed shade to the form. */
export function appendShadeImages(
  form: FormData,
  shades: readonly Shade[],
  files: ReadonlyMap<string, File>,
) {
  for (const shade of shades) {
    const file = files.get(shade.key);
    if (file) form.append(shadeImageField(shade.key), file);
  }
}
