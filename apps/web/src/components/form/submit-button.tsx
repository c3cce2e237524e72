import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '../ui/button-styles';

/** A full-width primary button that spins and is disabled while its request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`${buttonStyles.primary} w-full`}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {children}
    </button>
  );
}
