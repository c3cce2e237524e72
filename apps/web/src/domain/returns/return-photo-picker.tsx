import { useId, useState } from 'react';
import { messages } from '@shop/shared/messages';
import { MAX_RETURN_PHOTOS, type ReturnPhoto } from '@shop/shared/returns/return-schemas';
import { fieldStyles } from '../../components/form/field-styles';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { uploadReturnPhoto } from './order-returns-api';
import { thumbUrl } from './return-photo-thumbs';

const m = messages.returns;

type Props = {
  orderId: string;
  token?: string;
  photos: ReturnPhoto[];
  onChange: (photos: ReturnPhoto[]) => void;
};

/**
 * Up to 3 photos, each uploaded as soon as it is chosen (the server re-encodes it and drops its
 * metadata), shown as thumbnails that can be removed before the request is sent.
 */
export function ReturnPhotoPicker({ orderId, token, photos, onChange }: Props) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, MAX_RETURN_PHOTOS - photos.length);
    if (chosen.length === 0) return;
    setBusy(true);
    setError(null);
    let next = photos;
    try {
      for (const file of chosen) {
        next = [...next, await uploadReturnPhoto(orderId, file, token)];
        onChange(next);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : m.photoFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={fieldStyles.label}>
        {m.photosLabel}
      </label>
      {photos.length > 0 && (
        <ul aria-label="Photos to send" className="flex flex-wrap gap-2">
          {photos.map((photo, i) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <img
                src={thumbUrl(photo.image)}
                alt={m.photoAlt(i + 1)}
                width={80}
                height={80}
                className="size-20 rounded-[8px] border border-plum/15 bg-white object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
                className="min-h-11 px-2 text-xs font-semibold text-plum underline"
              >
                {m.photoRemove(i + 1)}
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
        disabled={busy || photos.length >= MAX_RETURN_PHOTOS}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
        className="text-sm text-transparent file:mr-3 file:min-h-11 file:rounded-full file:border file:border-plum file:bg-ivory file:px-4 file:font-semibold file:text-plum"
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
