import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import type { Return, ReturnAction } from '@shop/shared/returns/return-schemas';
import { fieldStyles } from '../../../components/form/field-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ReturnPhotoThumbs } from '../../../domain/returns/return-photo-thumbs';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../shell/use-staff-permission';
import { stepReturn } from './api/returns-api';
import { ExchangeFields } from './exchange-fields';

const m = messages.returns;
const small = 'min-h-11 rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50';
const filled = `${small} bg-plum text-ivory hover:bg-plum-soft`;
const outlined = `${small} border border-plum text-plum hover:bg-plum hover:text-ivory`;

/** One return with the steps its state allows and the staff member may take, and a note for the shopper. */
export function ReturnCard({ item, onChanged }: { item: Return; onChanged: (next: Return) => void }) {
  const can = useCan();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [exchange, setExchange] = useState({ productId: '', colorId: '' });

  const take = (action: ReturnAction) => void run(action);
  async function run(action: ReturnAction) {
    setBusy(true);
    try {
      onChanged(await stepReturn(item.id, action));
      setNote('');
      toast.success(m.statusLabels[action.action === 'close' ? 'closed' : nextOf(action.action)]);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not update the return');
    } finally {
      setBusy(false);
    }
  }
  const withNote = note.trim() ? { note: note.trim() } : {};

  return (
    <article
      aria-label={`Return on order ${item.orderNumber}`}
      className="space-y-3 rounded-[12px] bg-nude p-4 shadow-raised"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {item.orderNumber} · {item.customerName}
        </h3>
        <span className="rounded-full bg-ivory px-3 py-1 text-xs font-semibold">
          {m.statusLabels[item.status]}
        </span>
      </header>
      <ul className="text-sm">
        {item.items.map((i) => (
          <li key={i.orderItemId}>
            {i.quantity} × {i.name}
            {i.color ? ` (${i.color})` : ''} · {formatNaira(i.price)}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="font-semibold">Reason:</span> {item.reason}
      </p>
      <ReturnPhotoThumbs photos={item.photos} />
      <p className="text-sm">
        <span className="font-semibold">Worth:</span> {formatNaira(item.value)} (delivery not refunded)
      </p>
      {item.note && <p className="text-sm italic">“{item.note}”</p>}
      {item.outcome && (
        <p className="text-sm font-semibold">
          {m.outcomeLabels[item.outcome]}
          {item.refunded > 0 && ` · refunded ${formatNaira(item.refunded)}`}
          {item.credited > 0 && ` · credit ${formatNaira(item.credited)}`}
          {item.exchange &&
            ` · sent ${item.exchange.quantity} × ${item.exchange.name}${item.exchange.color ? ` (${item.exchange.color})` : ''}`}
        </p>
      )}
      {item.status !== 'closed' && item.status !== 'refused' && (
        <label className="block">
          <span className={fieldStyles.label}>Note to the customer</span>
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            className={fieldStyles.box}
          />
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        {busy && <Spinner size={16} label="Saving…" />}
        {item.status === 'requested' && can('orders.status') && (
          <>
            <button
              type="button"
              disabled={busy}
              className={filled}
              onClick={() => take({ action: 'approve', ...withNote })}
            >
              Approve
            </button>
            <button
              type="button"
              disabled={busy}
              className={outlined}
              onClick={() => take({ action: 'refuse', note: note.trim() })}
            >
              Refuse
            </button>
          </>
        )}
        {item.status === 'approved' && can('orders.ship') && (
          <button
            type="button"
            disabled={busy}
            className={filled}
            onClick={() => take({ action: 'receive', ...withNote })}
          >
            Mark received
          </button>
        )}
        {item.status === 'received' && can('orders.refund') && (
          <>
            <button
              type="button"
              disabled={busy}
              className={filled}
              onClick={() => take({ action: 'close', outcome: 'credit', ...withNote })}
            >
              Give store credit
            </button>
            <button
              type="button"
              disabled={busy}
              className={outlined}
              onClick={() => take({ action: 'close', outcome: 'refund', ...withNote })}
            >
              Refund
            </button>
          </>
        )}
      </div>
      {item.status === 'received' && can('orders.refund') && (
        <ExchangeFields
          value={exchange}
          onChange={setExchange}
          busy={busy}
          onExchange={() =>
            take({
              action: 'close',
              outcome: 'exchange',
              productId: exchange.productId,
              colorId: exchange.colorId || null,
              ...withNote,
            })
          }
        />
      )}
    </article>
  );
}

const nextOf = (action: 'approve' | 'refuse' | 'receive') =>
  (({ approve: 'approved', refuse: 'refused', receive: 'received' }) as const)[action];
