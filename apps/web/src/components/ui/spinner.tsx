import { LoaderCircle } from 'lucide-react';

/** A spinning ring with a label for screen readers; size in px. */
export function Spinner({ size = 32, label = 'Loading…' }: { size?: number; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center text-rose">
      <LoaderCircle aria-hidden="true" className="animate-spin" style={{ width: size, height: size }} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
