import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { InvitedOrder, Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { imageUrl } from '../../../lib/image-url';
import { InviteReviewForm } from './invite-review-form';

type InvitedProduct = InvitedOrder['products'][number];

/**
 * /review/:token, the link of a guest buyer's review invitation: the order's products (read by the
 * route's loader), each with its form until reviewed. No sign-in: the link proves the order
 * (decision 42).
 */
export function InviteReviewPage({ invitation }: { invitation: Promise<InvitedOrder> }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-16">
      <Deferred
        resolve={invitation}
        loading={<Spinner size={24} label="Loading…" />}
        error={(error) => <LoadFailure error={error} fallback={messages.reviews.inviteBadLink} look="page" />}
      >
        {(read) => <InvitedProducts read={read} />}
      </Deferred>
    </main>
  );
}

/** The order's products as read, each marked reviewed once its form is sent. */
function InvitedProducts({ read }: { read: InvitedOrder }) {
  const { token = '' } = useParams();
  const [order, setOrder] = useState(read);

  const reviewed = (productId: string, review: Review) =>
    setOrder((o) => ({
      ...o,
      products: o.products.map((p) => (p.productId === productId ? { ...p, review } : p)),
    }));

  return (
    <>
      <h1 className="font-display text-3xl sm:text-4xl">{messages.reviews.inviteTitle(order.orderNumber)}</h1>
      <p className="mt-3 text-plum/80">{messages.reviews.inviteIntro}</p>
      <ul className="mt-8 grid gap-6">
        {order.products.map((product) => (
          <li key={product.productId}>
            <InvitedProductCard token={token} product={product} onReviewed={reviewed} />
          </li>
        ))}
      </ul>
    </>
  );
}

function InvitedProductCard({
  token,
  product,
  onReviewed,
}: {
  token: string;
  product: InvitedProduct;
  onReviewed: (productId: string, review: Review) => void;
}) {
  const titleId = `invited-${product.productId}`;
  return (
    <section aria-labelledby={titleId} className="rounded-[12px] bg-nude p-4 sm:p-6">
      <div className="flex items-center gap-4">
        <img
          src={imageUrl(product.image)}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-lg object-cover"
        />
        <h2 id={titleId} className="font-display text-xl text-plum">
          <Link to={`/product/${encodeURIComponent(product.productId)}`} className="hover:underline">
            {product.name}
          </Link>
        </h2>
      </div>
      <div className="mt-4">
        {product.review ? (
          <div>
            <p role="status" className="font-semibold text-leaf">
              {messages.reviews.reviewedFromOrder}
            </p>
            <p className="mt-1 text-plum/80">
              <span aria-label={`${product.review.rating} stars`}>{'★'.repeat(product.review.rating)}</span>{' '}
              <span className="whitespace-pre-line">{product.review.review}</span>
            </p>
          </div>
        ) : (
          <InviteReviewForm
            token={token}
            productId={product.productId}
            onSaved={(review) => onReviewed(product.productId, review)}
          />
        )}
      </div>
    </section>
  );
}
