import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const LOOKS = {
  // Full screen on small phones, a raised card from 500 px up (the product description's modal breakpoint).
  sheet:
    'm-0 h-full max-h-none w-full max-w-none min-[500px]:m-auto min-[500px]:h-auto min-[500px]:max-h-[90vh] min-[500px]:max-w-lg min-[500px]:rounded-[12px]',
  // A small card in the middle of any screen.
  card: 'm-auto w-[min(92vw,26rem)] rounded-[12px]',
} as const;

type Props = {
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** A line under the heading, read with the name. */
  description?: ReactNode;
  /** Drawn before the heading (decoration). */
  icon?: ReactNode;
  /** Escape, the close icon and a tap on the backdrop all ask for this; unmounting closes it. */
  onClose: () => void;
  size?: keyof typeof LOOKS;
  /** A payment provider's window has its own Cancel and no close icon. */
  closeIcon?: boolean;
  children: ReactNode;
};

/**
 * The shop's one modal. Mount it to open it: a native modal <dialog> (role dialog, aria-modal,
 * named by its heading), so the page behind is inert; focus moves in, Tab and Shift+Tab stay
 * inside, Escape closes, and focus goes back to what opened it. Where the browser has no modal
 * dialogs (test DOMs) it is shown open and the same keys work.
 */
export function Dialog({
  title,
  description,
  icon,
  onClose,
  size = 'sheet',
  closeIcon = true,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    if (!dialog.contains(document.activeElement))
      (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A modal <dialog> answers Escape with its own cancel event; only the fallback needs this.
    if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') {
      event.preventDefault();
      onClose();
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const inside = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  };

  return (
    // Escape and the close icon serve keyboards; the backdrop tap is a pointer-only extra.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A tap on the backdrop closes it: the event's target is then the dialog element itself,
        // at a point outside its box (a full-screen sheet has none, so a tap on its blank space stays).
        const box = ref.current?.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        if (
          event.target === ref.current &&
          box &&
          (x < box.left || x > box.right || y < box.top || y > box.bottom)
        )
          onClose();
      }}
      className={`${LOOKS[size]} bg-ivory p-0 text-plum shadow-raised backdrop:bg-plum/50`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-nude-deep bg-ivory px-5 py-4">
        <div className="flex min-w-0 items-center gap-3">
          {icon}
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-xl leading-tight">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-plum/85">
                {description}
              </p>
            )}
          </div>
        </div>
        {closeIcon && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-nude"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
