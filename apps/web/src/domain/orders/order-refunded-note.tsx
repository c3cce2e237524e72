import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';

/** "Refunded ₦2,500" under an order's amount, when money was given back on it. */
export function OrderRefundedNote({ refunded, className = '' }: { refunded?: number; className?: string }) {
  if (!refunded) return null;
  return (
    <p className={`text-sm font-semibold text-plum ${className}`}>
      {messages.refunds.refunded(formatNaira(refunded))}
    </p>
  );
}
