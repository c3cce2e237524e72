import { Link } from 'react-router';
import { isBoughtStatus } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';

/** On a paid (or later) order: a link per product to its page's review form. */
export function ReviewLinks({ order }: { order: Order }) {
  if (!isBoughtStatus(order.status)) return null;
  const products = new Map(order.items.map((i) => [i.productId, i.productName]));
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Review your products">
      {[...products].map(([code, name]) => (
        <li key={code}>
          <Link
            to={`/product/${encodeURIComponent(code)}#write-review`}
            aria-label={`${messages.reviews.writeReview}: ${name}`}
            className="inline-block rounded-full border border-plum/40 px-3 py-1 text-sm font-semibold hover:bg-white"
          >
            {messages.reviews.writeReview}
          </Link>
        </li>
      ))}
    </ul>
  );
}
