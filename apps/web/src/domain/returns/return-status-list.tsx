import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import type { Return } from '@shop/shared/returns/return-schemas';
import { ReturnPhotoThumbs } from './return-photo-thumbs';

const m = messages.returns;

/** The order's returns as the shopper follows them: status, what was sent back, the shop's note. */
export function ReturnStatusList({ returns }: { returns: Return[] }) {
  if (returns.length === 0) return null;
  return (
    <ul aria-label="Your returns" className="flex flex-col gap-3">
      {returns.map((r) => (
        <li key={r.id} className="rounded-[12px] border border-plum/15 bg-ivory p-3 text-sm">
          <p className="font-semibold">{m.statusLabels[r.status]}</p>
          <p>{r.items.map((i) => `${i.quantity} × ${i.name}${i.color ? ` (${i.color})` : ''}`).join(', ')}</p>
          <ReturnPhotoThumbs photos={r.photos} />
          {r.note && <p className="mt-1 italic">“{r.note}”</p>}
          {r.outcome && <p className="mt-1">{closedLine(r)}</p>}
        </li>
      ))}
    </ul>
  );
}

function closedLine(r: Return) {
  if (r.outcome === 'credit') return `${m.outcomeLabels.credit}: ${formatNaira(r.credited)}`;
  if (r.outcome === 'exchange')
    return `${m.outcomeLabels.exchange}: ${r.exchange?.quantity} × ${r.exchange?.name}${r.exchange?.color ? ` (${r.exchange.color})` : ''}`;
  return `${m.outcomeLabels.refund}: ${formatNaira(r.refunded)}`;
}
