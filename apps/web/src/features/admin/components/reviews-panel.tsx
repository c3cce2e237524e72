import { useCallback, useState } from 'react';
import { BadgeCheck, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { Stars } from '../../../components/ui/stars';
import { deleteReview, getReviewPage } from '../api/admin-reviews';
import { longOrdinalDate } from '../admin-dates';
import { useAdminList } from '../use-admin-list';
import { useAdminSession } from '../use-admin-session';

/**
 * The reviews tab: a grid of review cards (name, date, product, stars, text) with delete, a page
 * at a time from the server, optionally of one star rating.
 */
export function ReviewsPanel() {
  const [page, setPage] = useState(0);
  const [rating, setRating] = useState<number | null>(null);
  const load = useCallback(() => getReviewPage(page, rating), [page, rating]);
  const { state, reload } = useAdminList(load);
  const { hasToken, handleExpired } = useAdminSession();

  async function remove(id: string) {
    if (!hasToken()) return;
    try {
      const { message } = await deleteReview(id);
      toast.success(message);
      reload();
    } catch (error) {
      if (!handleExpired(error)) toast.error(messages.admin.reviewDeleteFailed);
    }
  }

  const filter = (
    <label className="mb-4 flex items-center gap-2 text-sm font-semibold">
      Rating
      <select
        value={rating ?? ''}
        onChange={(e) => {
          setRating(e.target.value ? Number(e.target.value) : null);
          setPage(0);
        }}
        className="rounded-full border border-plum/30 bg-white px-3 py-2"
      >
        <option value="">All ratings</option>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {n === 1 ? '1 star' : `${n} stars`}
          </option>
        ))}
      </select>
    </label>
  );

  if (state.status === 'loading') return <Spinner label="Loading reviews…" />;
  if (state.status === 'error') return <p className="text-alert">Failed to fetch reviews</p>;
  const { reviews, hasNext } = state.data;
  return (
    <div>
      {filter}
      {reviews.length === 0 ? (
        <p className="rounded-[12px] bg-nude p-6 text-center">No reviews yet.</p>
      ) : (
        <ReviewGrid reviews={reviews} onDelete={(id) => void remove(id)} />
      )}
      <nav aria-label="Review pages" className="mt-4 flex items-center justify-center gap-3">
        <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)} className={pager}>
          Previous
        </button>
        <span className="text-sm">Page {page + 1}</span>
        <button type="button" disabled={!hasNext} onClick={() => setPage((p) => p + 1)} className={pager}>
          Next
        </button>
      </nav>
    </div>
  );
}

const pager = 'rounded-full border border-plum/40 px-4 py-2 text-sm font-semibold disabled:opacity-40';

function ReviewGrid({ reviews, onDelete }: { reviews: Review[]; onDelete: (id: string) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((r) => (
        <li key={r._id}>
          <article className="flex h-full flex-col gap-2 rounded-[12px] bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="font-display text-lg font-semibold">{r.name}</h3>
                <p className="text-sm text-plum/70">
                  <time dateTime={r.createdAt}>{longOrdinalDate(r.createdAt)}</time> ·{' '}
                  {r.productName || r.productId}
                </p>
                {r.verified && (
                  <p className="inline-flex items-center gap-1 text-xs font-semibold text-leaf">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {messages.reviews.verifiedBuyer}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-label={`Delete review by ${r.name}`}
                onClick={() => onDelete(r._id)}
                className="grid size-10 shrink-0 place-items-center rounded-full text-alert hover:bg-nude"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </div>
            <Stars rating={r.rating} />
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{r.review}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
