import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { onlyLeft } from '@shop/shared/catalog/stock-levels';
import { formatNaira } from '@shop/shared/money';
import { Dialog } from '../../components/ui/dialog';

/**
 * A card's small shade chooser, in the shop's modal dialog. Each shade is a button named by its
 * colour; out-of-stock shades are crossed out and disabled, and a shade with 1 to 5 left says so.
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
  return (
    <Dialog
      title="Choose a shade"
      description={`${product.fullname} · ${formatNaira(product.price)}`}
      onClose={onClose}
      size="card"
    >
      <ul className="grid grid-cols-2 gap-2" aria-label="Shades">
        {product.colors.map((color) => (
          <li key={color._id}>
            <button
              type="button"
              disabled={!color.inStock}
              aria-label={
                !color.inStock
                  ? `${color.name}, out of stock`
                  : `Add ${color.name}${color.left !== undefined ? `, ${onlyLeft(color.left).toLowerCase()}` : ''}`
              }
              onClick={() => {
                onChoose(color);
                onClose();
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
              {color.inStock && color.left !== undefined && (
                <span className="ml-auto whitespace-nowrap text-xs text-rose-dark">
                  {onlyLeft(color.left)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
