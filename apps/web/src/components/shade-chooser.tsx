import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { formatNaira } from '@shop/shared/money';

/**
 * A card's small shade chooser (a native modal dialog: focus is trapped, Escape closes it). Each
 * shade is a button named by its colour; out-of-stock shades are crossed out and disabled.
 */
export function ShadeChooser({
  product,
  onChoose,
  onClose,
}: {
  product: Product;
  onChoose: (color: Color) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // close() fires the dialog's close event, which tells the card; without it, tell it directly.
  const close = () => {
    const dialog = ref.current;
    if (typeof dialog?.close === 'function') dialog.close();
    else onClose();
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and test DOMs) still show it, just not modal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    // Escape closes the native dialog for keyboards; the backdrop tap is a pointer-only extra.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        // A tap on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === ref.current) close();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-[12px] bg-ivory p-0 text-plum shadow-raised backdrop:bg-plum/50"
    >
      <div className="p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="font-display text-xl leading-tight">
              Choose a shade
            </h2>
            <p className="mt-1 text-sm text-plum/85">
              {product.fullname} · {formatNaira(product.price)}
            </p>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-nude"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-2" aria-label="Shades">
          {product.colors.map((color) => (
            <li key={color._id}>
              <button
                type="button"
                disabled={!color.inStock}
                aria-label={color.inStock ? `Add ${color.name}` : `${color.name}, out of stock`}
                onClick={() => {
                  onChoose(color);
                  close();
                }}
                className="flex min-h-11 w-full items-center gap-2 rounded-full border border-field bg-white px-3 py-2 text-left text-sm transition-colors duration-150 hover:border-plum hover:bg-nude disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-field disabled:hover:bg-white"
              >
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: color.code }}
                  className="relative size-6 shrink-0 overflow-hidden rounded-full border border-field"
                >
                  {!color.inStock && (
                    <span className="absolute left-1/2 top-1/2 h-0.5 w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-plum" />
                  )}
                </span>
                <span className={color.inStock ? '' : 'line-through'}>{color.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
