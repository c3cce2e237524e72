import { Trash2 } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/cart-rules';
import { formatNaira } from '@shop/shared/money';
import { ColorChip } from '../../../components/ui/color-chip';
import { ProductImage } from '../../../components/ui/product-image';

/** One cart line: picture, name, colour, price, quantity and a remove button. */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
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
        <p className="mt-auto font-semibold">{formatNaira(item.price * item.quantity)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.name}${item.color ? ` (${item.color.name})` : ''} from cart`}
        className="grid size-10 shrink-0 place-items-center self-start rounded-full bg-ivory text-plum transition-colors duration-150 hover:bg-plum hover:text-ivory"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
