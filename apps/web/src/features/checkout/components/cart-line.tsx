import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/cart-rules';
import { MAX_QUANTITY_PER_ITEM } from '@shop/shared/cart/cart-rules';
import { formatNaira } from '@shop/shared/money';
import { ColorChip } from '../../../components/ui/color-chip';
import { ProductImage } from '../../../components/ui/product-image';

type Props = {
  item: CartItem;
  /** The stepper's minus: the cart's remove-one (a quantity of 1 removes the line). */
  onDecrease: () => void;
  onIncrease: () => void;
  /** The bin: the whole line goes. */
  onRemove: () => void;
};

const stepClass =
  'grid size-11 place-items-center rounded-full text-plum transition-colors duration-150 hover:bg-plum hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-plum';

/** One cart line: picture, name, colour, price, a quantity stepper and a remove button. */
export function CartLine({ item, onDecrease, onIncrease, onRemove }: Props) {
  const what = `${item.name}${item.color ? ` (${item.color.name})` : ''}`;
  return (
    <li className="flex gap-4 rounded-[12px] bg-nude p-3 sm:p-4">
      <ProductImage
        image={item.image}
        alt={item.name}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-[10px] sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-display text-lg leading-tight">{item.name}</p>
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
              disabled={item.quantity >= MAX_QUANTITY_PER_ITEM}
              aria-label={`Increase quantity of ${what}`}
              className={stepClass}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="font-semibold">{formatNaira(item.price * item.quantity)}</p>
        </div>
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
