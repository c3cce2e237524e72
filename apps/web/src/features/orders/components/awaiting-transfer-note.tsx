import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { LoaderCircle } from 'lucide-react';
import { shopTime } from '@shop/shared/dates/shop-time';

/** The order waits for a bank transfer or USSD payment: how much, what to do, and until when. */
export function AwaitingTransferNote({ order }: { order: Order }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-[12px] bg-white/70 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-rose" />
        Waiting for your transfer of {formatNaira(order.amount)}
      </p>
      <p>
        If you have not sent it yet, send exactly {formatNaira(order.amount)} to the account the payment
        window showed, before {shopTime(order.transferExpiresAt!)}. This page shows your order paid as soon as
        the money arrives; you can also leave it, and we will e-mail you.
      </p>
    </div>
  );
}
