import { Spinner } from './spinner';

/** The full-screen loading overlay (spinner size 200) over the page while it loads. */
export function LoadingOverlay({ label = 'Loading products…' }: { label?: string }) {
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 grid place-items-center bg-ivory/85 backdrop-blur-sm"
    >
      <Spinner size={200} label={label} />
    </div>
  );
}
