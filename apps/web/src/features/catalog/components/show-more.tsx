import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { LoadFailure } from '../../../components/load-failure';

/**
 * "Showing 48 of 120 products" (read out politely as it grows) and the button that asks for the
 * next page. While a page loads the button stays focusable but inert, with a spinner; a page that
 * failed says why under it (the listing's 'Error: ' text) and may be asked for again.
 */
export function ShowMore({
  shown,
  total,
  hasMore,
  busy,
  error,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  busy: boolean;
  error: Error | null;
  onMore: () => void;
}) {
  const statusId = useId();
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p id={statusId} role="status" className="text-sm text-plum/80">
        Showing {shown} of {total} products
      </p>
      {hasMore && (
        <button
          type="button"
          aria-describedby={statusId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onMore()}
          className={`${buttonStyles.secondary} min-w-40 aria-disabled:cursor-wait aria-disabled:opacity-70`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Show more
        </button>
      )}
      {error && <LoadFailure error={error} look="page" />}
    </div>
  );
}
