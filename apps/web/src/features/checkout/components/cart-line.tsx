import { useId } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/cart-rules';
import { MAX_QUANTITY_PER_ITEM } from '@shop/shared/cart/cart-rules';
import { lineStockNote, type LineStock } from '@shop/shared/cart/line-stock';
import { formatNaira } from '@shop/shared/money';
import { ColorChip } from '../../../components/ui/color-chip';
import { ProductImage } from '../../../components/ui/product-image';

type Props = {
  item: CartItem;
  /** What the shop says of its stock now; undefined until known. */
  stock?: LineStock | undefined;
  /** The stepper's minus: the cart's remove-one (a quantity of 1 removes the line). */
  onDecrease: () => void;
  onIncrease: () => void;
  /** The bin: the whole line goes. */
  onRemove: () => void;
};

const stepClass =
  'grid size-11 place-items-center rounded-full text-plum transition-colors duration-150 hover:bg-plum hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-plum';

/**
 * One cart line: picture, name, colour, price, a quantity stepper and a remove button. The stepper
 * stops at the few left and says so; a line sold out since it was added is marked.
 */
export function CartLine({ item, stock, onDecrease, onIncrease, onRemove }: Props) {
  const what = `${item.name}${item.color ? ` (${item.color.name})` : ''}`;
  const noteId = useId();
  const note = stock ? lineStockNote(stock, item.quantity) : null;
  const max = Math.min(stock?.max ?? MAX_QUANTITY_PER_ITEM, MAX_QUANTITY_PER_ITEM);
  const short = stock !== undefined && (stock.soldOut || item.quantity > stock.max);
  return (
    <li
      data-sold-out={stock?.soldOut || undefined}
      className={`flex gap-4 rounded-[12px] p-3 sm:p-4 ${short ? 'bg-alert/10 ring-1 ring-alert/40' : 'bg-nude'}`}
    >
      <ProductImage
        image={item.image}
        alt={item.name}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-[10px] sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-display text-lg leading-tight [overflow-wrap:anywhere]">{item.name}</p>
        {item.color && (
          <p className="text-sm">
            <ColorChip color={item.color} />
          </p>
        )}
        <p className="text-sm">
          {formatNaira(item.price)} <span className="text-plum/70">× {item.quantity}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Quantity of ${what}`}
            className="inline-flex items-center rounded-full border border-field bg-ivory"
          >
            <button
              type="button"
              onClick={onDecrease}
              aria-label={`Decrease quantity of ${what}`}
              className={stepClass}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              onClick={onIncrease}
              disabled={item.quantity >= max}
              aria-label={`Increase quantity of ${what}`}
              aria-describedby={note ? noteId : undefined}
              className={stepClass}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="font-semibold">{formatNaira(item.price * item.quantity)}</p>
        </div>
        {note && (
          <p
            id={noteId}
            data-testid="line-stock"
            className={`text-sm font-semibold ${short ? 'text-alert' : 'text-rose-dark'}`}
          >
            {note}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${what} from cart`}
        className="grid size-11 shrink-0 place-items-center self-start rounded-full bg-ivory text-plum transition-colors duration-150 hover:bg-plum hover:text-ivory"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
