import type { OrderItem } from '@shop/shared/orders/order-schemas';
import { formatNaira } from '@shop/shared/money';
import { ColorChip } from '../../components/ui/color-chip';
import { ProductImage } from '../../components/ui/product-image';

/**
 * One line of an order as sold: picture, name, price × quantity, and the shade as a swatch of its
 * colour with its name; the hex code only for the admin (a customer knows a shade by its name).
 */
export function OrderItemLine({
  item,
  className = '',
  showCode = false,
}: {
  item: OrderItem;
  className?: string;
  showCode?: boolean;
}) {
  return (
    <li className={`flex items-center gap-3 rounded-[12px] p-2 ${className}`}>
      <ProductImage
        image={item.productImage}
        alt={item.productName}
        width={64}
        height={64}
        sizes="64px"
        className="size-16 shrink-0 rounded-[8px]"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold [overflow-wrap:anywhere]">{item.productName}</p>
        <p>
          {formatNaira(item.price)} × {item.quantity}
        </p>
        {item.color && <ColorChip color={item.color} showCode={showCode} />}
      </div>
    </li>
  );
}
