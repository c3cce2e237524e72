import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { Discount } from '@shop/shared/discounts/discount-schemas';
import { discountLimits, discountWorth, usesText } from './discount-summary';

const small =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-plum px-3 text-sm font-semibold hover:bg-plum hover:text-ivory disabled:opacity-50';

type Props = {
  discount: Discount;
  productName: (id: string) => string;
  busy: boolean;
  onEdit: () => void;
  onTogglePause: () => void;
  onDelete: () => void;
};

/** One code in the list: what it takes off, its limits, its uses, and its buttons. */
export function DiscountCard({ discount: d, productName, busy, onEdit, onTogglePause, onDelete }: Props) {
  const limits = discountLimits(d, productName);
  return (
    <li className="space-y-2 rounded-[12px] bg-nude p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono text-lg font-bold">{d.code}</span>
        <span className="font-semibold">{discountWorth(d)}</span>
        {d.paused && <span className="rounded-full bg-plum px-2 py-0.5 text-xs text-ivory">Paused</span>}
        <span className="ml-auto text-sm">{usesText(d)}</span>
      </div>
      {limits.length > 0 && <p className="text-sm text-plum/80">{limits.join(' · ')}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={small} onClick={onEdit} aria-label={`Edit ${d.code}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </button>
        <button
          type="button"
          className={small}
          onClick={onTogglePause}
          disabled={busy}
          aria-label={`${d.paused ? 'Resume' : 'Pause'} ${d.code}`}
        >
          {d.paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {d.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className={small} onClick={onDelete} aria-label={`Delete ${d.code}`}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </button>
      </div>
    </li>
  );
}
