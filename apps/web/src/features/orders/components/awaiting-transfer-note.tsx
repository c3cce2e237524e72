import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { LoaderCircle } from 'lucide-react';
import { shopTime } from '@shop/shared/dates/shop-time';

/**
 * The order waits for a bank transfer or USSD payment: how much, what to do, and until when. The
 * words name both ways, since the page is not told which one the shopper took.
 */
export function AwaitingTransferNote({ order }: { order: Order }) {
  const amount = formatNaira(order.amount);
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-[12px] bg-white/70 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-rose" />
        {messages.orders.awaitingPaymentTitle(amount)}
      </p>
      <p>{messages.orders.awaitingPaymentHow(amount, shopTime(order.transferExpiresAt!))}</p>
    </div>
  );
}
