import { BadgeCheck, Trash2 } from 'lucide-react';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { Stars } from '../../../components/ui/stars';
import { ordinalDate } from '@shop/shared/dates/shop-time';
import { ReviewPhotosAdmin } from './review-photos-admin';

/**
 * Review cards (name, date, product, verified mark, stars, text, photos), each with its delete
 * button and a hide or show button per photo.
 */
export function ReviewGrid({
  reviews,
  onDelete,
  onHidePhoto,
}: {
  reviews: Review[];
  onDelete: (id: string) => void;
  onHidePhoto: (photoId: string, hidden: boolean) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((r) => (
        <li key={r._id}>
          <article className="flex h-full flex-col gap-2 rounded-[12px] bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="font-display text-lg font-semibold">{r.name}</h3>
                <p className="text-sm text-plum/70">
                  <time dateTime={r.createdAt}>{ordinalDate(r.createdAt)}</time> ·{' '}
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
            <ReviewPhotosAdmin review={r} onHide={onHidePhoto} />
          </article>
        </li>
      ))}
    </ul>
  );
}
