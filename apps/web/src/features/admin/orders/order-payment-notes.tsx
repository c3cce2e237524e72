import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { monthDayYear } from '@shop/shared/dates/shop-time';

/** How each Paystack channel reads after "Paid by". */
const PAID_BY: Record<string, string> = {
  card: 'card',
  bank_transfer: 'bank transfer',
  ussd: 'USSD',
  bank: 'bank account',
  qr: 'QR code',
};

/** How the order was paid, and any transfer Paystack refused for it (a wrong amount, sent back). */
export function OrderPaymentNotes({ order }: { order: Order }) {
  const rejections = order.transferRejections ?? [];
  if (!order.paymentChannel && rejections.length === 0) return null;
  return (
    <div className="space-y-2 text-sm">
      {order.paymentChannel && (
        <p className="font-semibold">Paid by {PAID_BY[order.paymentChannel] ?? order.paymentChannel}</p>
      )}
      {rejections.map((r, i) => (
        <p key={i} className="rounded-[10px] bg-alert/10 p-3">
          <span className="font-semibold text-alert">Transfer rejected</span>
          {r.amount !== null && <> · {formatNaira(r.amount)} sent</>} · {r.reason} · {monthDayYear(r.at)}
        </p>
      ))}
    </div>
  );
}
