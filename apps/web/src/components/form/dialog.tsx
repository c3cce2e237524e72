import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The shop's one modal, on the native <dialog>: the browser traps and restores focus, Escape
 * closes it, and the close icon has a name. Full screen on small phones, a raised card from
 * 500 px up. Mount it to open it; `onClose` unmounts it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-ivory p-0 text-plum shadow-raised backdrop:bg-plum/50 min-[500px]:m-auto min-[500px]:h-auto min-[500px]:max-h-[90vh] min-[500px]:max-w-lg min-[500px]:rounded-[12px]"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-nude-deep bg-ivory px-5 py-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="grid size-10 place-items-center rounded-full hover:bg-nude"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
