import type { BestSeller, DiscountGiven, LowStock, NewestReview } from '@shop/shared/admin/overview-schemas';
import { formatNaira } from '@shop/shared/money';
import { Stars } from '../../../components/ui/stars';
import { ordinalDate } from '@shop/shared/dates/shop-time';

function Box({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[12px] bg-white p-4 shadow-sm">
      <h3 id={id} className="mb-3 font-display text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <p className="rounded-[12px] bg-nude p-4 text-sm">{text}</p>;

export function BestSellers({ items }: { items: BestSeller[] }) {
  return (
    <Box id="overview-best" title="Best sellers, last 30 days">
      {items.length === 0 ? (
        <Empty text="No sales in the last 30 days yet." />
      ) : (
        <ol className="space-y-2">
          {items.map((p, i) => (
            <li key={p.productId} className="flex items-center gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-nude font-bold">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{p.name}</p>
                <p className="text-sm text-plum/70">
                  {p.units} sold · {formatNaira(p.revenue)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Box>
  );
}

/** What is at or under the shop's low-stock level (settings), the same list as the daily e-mail. */
export function LowStockList({ items, level }: { items: LowStock[]; level?: number | undefined }) {
  return (
    <Box id="overview-low-stock" title="Low stock">
      {level !== undefined && <p className="mb-2 text-xs text-plum/70">{level} or fewer left</p>}
      {items.length === 0 ? (
        <Empty text="Nothing is running low." />
      ) : (
        <ul className="divide-y divide-nude-deep">
          {items.map((p) => (
            <li key={`${p.productId}-${p.color ?? ''}`} className="flex items-center gap-3 py-2">
              <p className="min-w-0 flex-1 truncate">
                <span className="font-semibold">{p.name}</span>
                {p.color && <span className="text-plum/70"> · {p.color}</span>}
              </p>
              <span className="rounded-full bg-alert/10 px-3 py-1 text-xs font-semibold text-alert">
                {p.stock === 0 ? 'Sold out' : `${p.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

export function NewestReviews({ items }: { items: NewestReview[] }) {
  return (
    <Box id="overview-reviews" title="Newest reviews">
      {items.length === 0 ? (
        <Empty text="No reviews yet." />
      ) : (
        <ul className="space-y-3">
          {items.map((r) => (
            <li key={r._id} className="rounded-[12px] bg-ivory p-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Stars rating={r.rating} size={14} />
                <span className="font-semibold">{r.name}</span>
                <span className="text-sm text-plum/70">{ordinalDate(r.createdAt)}</span>
              </div>
              <p className="mt-1 text-sm font-semibold text-rose">{r.productName}</p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{r.review}</p>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

/** The discount codes that took most off paid orders in the last 30 days (the discounts tab has them all). */
export function DiscountsGiven({ items }: { items: DiscountGiven[] }) {
  return (
    <Box id="overview-discounts" title="Discount codes, last 30 days">
      {items.length === 0 ? (
        <Empty text="No discount code used in the last 30 days." />
      ) : (
        <ul className="divide-y divide-nude-deep">
          {items.map((d) => (
            <li key={d.code} className="flex items-center gap-3 py-2">
              <p className="min-w-0 flex-1 font-semibold break-all">{d.code}</p>
              <p className="text-sm text-plum/70">
                {d.orders} {d.orders === 1 ? 'order' : 'orders'} · {formatNaira(d.discount)} off
              </p>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
