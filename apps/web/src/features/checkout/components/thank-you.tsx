import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatNaira } from '@shop/shared/money';
import type { ThankYou as ThankYouData } from '../use-checkout';

/** A guest's confirmation: the reference to quote, and where the receipt went. */
export function ThankYou({ order }: { order: ThankYouData }) {
  return (
    <section
      aria-labelledby="thank-you-title"
      className="mb-8 flex flex-col items-center gap-3 rounded-[12px] bg-nude px-6 py-8 text-center shadow-raised"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-leaf" />
      <h2 id="thank-you-title" className="font-display text-2xl">
        Thank you for your order!
      </h2>
      <p>
        We received {formatNaira(order.amount)}. Your order reference is{' '}
        <strong className="break-all">{order.reference}</strong>.
      </p>
      <p className="text-sm">A confirmation is on its way to {order.email}.</p>
      <Link to="/" className="font-semibold text-rose underline">
        Continue shopping
      </Link>
    </section>
  );
}
