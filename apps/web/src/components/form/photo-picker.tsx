import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { Spinner } from '../ui/spinner';
import { fieldStyles } from './field-styles';

type Props<Photo extends { id: string }> = {
  label: string;
  hint?: ReactNode;
  /** The list of chosen photos' accessible name. */
  listLabel: string;
  max: number;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  /** Sends one chosen file to the server, which re-encodes it and answers the stored photo. */
  upload: (file: File) => Promise<Photo>;
  thumbSrc: (photo: Photo) => string;
  altOf: (n: number) => string;
  removeLabel: (n: number) => string;
  failMessage: string;
};

/**
 * Up to `max` photos (a review's, a return's), each uploaded as soon as it is chosen (the server
 * re-encodes it and drops its metadata), shown as thumbnails that can be removed before the form
 * is sent.
 */
export function PhotoPicker<Photo extends { id: string }>({
  label,
  hint,
  listLabel,
  max,
  photos,
  onChange,
  upload,
  thumbSrc,
  altOf,
  removeLabel,
  failMessage,
}: Props<Photo>) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, max - photos.length);
    if (chosen.length === 0) return;
    setBusy(true);
    setError(null);
    let next = photos;
    try {
      for (const file of chosen) {
        next = [...next, await upload(file)];
        onChange(next);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : failMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-plum/85">
          {hint}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={listLabel} className="flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <img
                src={thumbSrc(photo)}
                alt={altOf(i + 1)}
                width={80}
                height={80}
                className="size-20 rounded-[8px] border border-plum/15 bg-white object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
                className="min-h-11 px-2 text-xs font-semibold text-plum underline"
              >
                {removeLabel(i + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        aria-describedby={hint ? hintId : undefined}
        disabled={busy || photos.length >= max}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
        className="text-sm text-transparent file:mr-3 file:min-h-11 file:rounded-full file:border file:border-plum file:bg-ivory file:px-4 file:font-semibold file:text-plum disabled:opacity-60"
      />
      {busy && <Spinner size={16} label="Adding the photo…" />}
      {error && (
        <p role="alert" className="text-sm font-semibold text-alert">
          {error}
        </p>
      )}
    </div>
  );
}
