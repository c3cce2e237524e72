import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { deleteReview } from './api/delete-review';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { useAdminSession } from '../shell/use-admin-session';
import { ListPager } from '../shell/list-pager';
import { ReviewGrid } from './review-grid';
import { ApiError } from '../../../lib/api-client';
import { hideReviewPhoto } from './api/hide-review-photo';

const loadError = (error: Error) => (
  <LoadFailure error={error} fallback="Failed to fetch reviews" words="page" />
);

/**
 * The reviews tab: a grid of review cards (name, date, product, stars, text) with delete, a page
 * at a time from the server, which searches them and filters by star rating.
 */
export function ReviewsPanel() {
  const { list } = useTabData('reviews');
  const { params, shown, term, setTerm, change, reload, goToPage } = useListControls();
  const { hasToken } = useAdminSession();

  async function remove(id: string) {
    if (!hasToken()) return;
    try {
      const { message } = await deleteReview(id);
      toast.success(message);
      reload();
    } catch {
      toast.error(messages.admin.reviewDeleteFailed);
    }
  }

  async function hidePhoto(id: string, hidden: boolean) {
    if (!hasToken()) return;
    try {
      const { message } = await hideReviewPhoto(id, hidden);
      toast.success(message);
      reload();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_200px]">
        <SearchField
          label="Search reviews"
          placeholder="Name, words or product"
          value={term}
          onChange={setTerm}
        />
        <SelectField
          label="Rating"
          value={shown.rating ?? ''}
          onChange={(e) => change({ rating: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">All ratings</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 star' : `${n} stars`}
            </option>
          ))}
        </SelectField>
      </div>
      <Deferred resolve={list} loading={<Spinner label="Loading reviews…" />} error={loadError}>
        {({ reviews, total }) => (
          <>
            {reviews.length === 0 ? (
              <p className="rounded-[12px] bg-nude p-6 text-center">No reviews yet.</p>
            ) : (
              <ReviewGrid
                reviews={reviews}
                onDelete={(id) => void remove(id)}
                onHidePhoto={(id, hidden) => void hidePhoto(id, hidden)}
              />
            )}
            <ListPager
              label="Review pages"
              page={params.page}
              pageSize={PAGE_SIZES.reviews}
              total={total}
              onPage={goToPage}
            />
          </>
        )}
      </Deferred>
    </div>
  );
}
