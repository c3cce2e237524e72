import { BadgeCheck } from 'lucide-react';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { reviewMessages } from '@shop/shared/catalog/review-messages';
import { SKIN_TYPE_LABELS } from '@shop/shared/products/skin';
import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Stars } from '../../../components/ui/stars';
import { ReviewPhotoThumbs } from './review-photo-thumbs';

/** The next page of reviews on demand, while more exist than are shown. */
export type MoreReviews = { hasMore: boolean; busy: boolean; onMore: () => void };

/**
 * The horizontally scrolling reviews: stars, date (first 10 characters), name, a buyer's label and
 * text; a "More reviews" button adds the next page to the strip.
 */
export function ReviewsStrip({
  reviews,
  more,
  controls,
  empty = catalogMessages.noReviews,
}: {
  reviews: readonly Review[];
  more?: MoreReviews;
  /** The product page's filters, under the heading. */
  controls?: ReactNode;
  /** Said when there are none (none at all, or none matching the filters). */
  empty?: string;
}) {
  return (
    <section aria-labelledby="reviews-title" className="mt-12">
      <h2 id="reviews-title" className="font-display text-2xl text-plum">
        Reviews
      </h2>
      {controls}
      {reviews.length === 0 ? (
        <p className="mt-4 text-plum/80">{empty}</p>
      ) : (
        <ul
          aria-label="Customer reviews"
          // The strip scrolls sideways: focusable, so keyboards can scroll it too.
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-4 flex snap-x gap-4 overflow-x-auto pb-4"
        >
          {reviews.map((r) => (
            <li key={r._id} className="w-72 shrink-0 snap-start rounded-[12px] bg-nude p-5">
              <div className="flex items-center justify-between gap-2">
                <Stars rating={r.rating} />
                <time dateTime={r.createdAt.slice(0, 10)} className="text-xs text-plum/70">
                  {r.createdAt.slice(0, 10)}
                </time>
              </div>
              <p className="mt-3 font-semibold">{r.name}</p>
              {r.verified && (
                <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-leaf">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {reviewMessages.verifiedBuyer}
                </p>
              )}
              {r.skinType && <p className="mt-1 text-xs text-plum/80">{SKIN_TYPE_LABELS[r.skinType]} skin</p>}
              {/* Plain text: React escapes it, line breaks are kept and links stay words. */}
              <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-plum/90">
                {r.review}
              </p>
              <ReviewPhotoThumbs photos={r.photos} reviewer={r.name} product={r.productName} />
            </li>
          ))}
        </ul>
      )}
      {more?.hasMore && (
        <button
          type="button"
          onClick={more.onMore}
          disabled={more.busy}
          aria-busy={more.busy || undefined}
          className={`${buttonStyles.secondary} mt-2`}
        >
          More reviews
        </button>
      )}
    </section>
  );
}
