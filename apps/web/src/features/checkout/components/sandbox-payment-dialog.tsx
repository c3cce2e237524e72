import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatNaira } from '@shop/shared/money';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { chargeSandbox } from '../api/charge-sandbox';
import type { SandboxRequest } from '../use-sandbox-popup';

/**
 * The demo provider's popup. A native modal <dialog>: the page behind is inert (focus stays
 * inside), Escape cancels, and focus returns to the pay button when it closes.
 */
export function SandboxPaymentDialog({ request }: { request: SandboxRequest }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [charging, setCharging] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const pay = async () => {
    setCharging(true);
    setFailed(false);
    try {
      await chargeSandbox(request.reference);
      request.settle('paid');
    } catch {
      setFailed(true);
      setCharging(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby="sandbox-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!charging) request.settle('cancelled');
      }}
      className="m-auto w-[min(92vw,400px)] rounded-[16px] bg-ivory p-0 text-plum shadow-raised backdrop:bg-plum/50"
    >
      <div className="flex flex-col gap-5 p-6">
        <div className="flex items-center gap-3">
          <CreditCard aria-hidden="true" className="size-7 text-rose" />
          <h2 id="sandbox-title" className="font-display text-2xl">
            Sandbox payment
          </h2>
        </div>
        <div className="rounded-[12px] bg-gradient-to-br from-plum to-rose p-5 text-ivory">
          <p className="text-sm opacity-80">Amount to pay</p>
          <p className="font-display text-3xl">{formatNaira(request.amount)}</p>
          <p className="mt-4 font-mono tracking-widest opacity-90">4084 0840 8408 4081</p>
        </div>
        <p className="text-sm">A demonstration: no real card is charged.</p>
        {failed && (
          <p role="alert" className="text-sm font-semibold text-alert">
            The sandbox charge failed. Please try again.
          </p>
        )}
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => request.settle('cancelled')}
            disabled={charging}
            className={`${buttonStyles.secondary} flex-1`}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void pay()}
            disabled={charging}
            className={`${buttonStyles.primary} flex-1`}
          >
            {charging ? <Spinner size={18} label="Paying…" /> : null}
            Pay
          </button>
        </div>
      </div>
    </dialog>
  );
}
