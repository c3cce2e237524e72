import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { Stars } from '../../../components/ui/stars';
import { deleteReview, getAllReviews } from '../api/admin-reviews';
import { longOrdinalDate } from '../admin-dates';
import { useAdminList } from '../use-admin-list';
import { useAdminSession } from '../use-admin-session';

/** The reviews tab: a grid of review cards (name, date, stars, text) with delete. */
export function ReviewsPanel() {
  const { state, reload } = useAdminList(getAllReviews);
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

  if (state.status === 'loading') return <Spinner label="Loading reviews…" />;
  if (state.status === 'error') return <p className="text-alert">Failed to fetch reviews</p>;
  if (state.data.length === 0)
    return <p className="rounded-[12px] bg-nude p-6 text-center">No reviews yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {state.data.map((r) => (
        <li key={r._id}>
          <article className="flex h-full flex-col gap-2 rounded-[12px] bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="font-display text-lg font-semibold">{r.name}</h3>
                <p className="text-sm text-plum/70">
                  <time dateTime={r.createdAt}>{longOrdinalDate(r.createdAt)}</time> · {r.productId}
                </p>
              </div>
              <button
                type="button"
                aria-label={`Delete review by ${r.name}`}
                onClick={() => void remove(r._id)}
                className="grid size-10 shrink-0 place-items-center rounded-full text-alert hover:bg-nude"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </div>
            <Stars rating={r.rating} />
            <p className="text-sm leading-relaxed">{r.review}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
