import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import {
  MAX_RETURN_REASON,
  type ReturnableItem,
  type ReturnPhoto,
} from '@shop/shared/returns/return-schemas';
import { fieldStyles } from '../../components/form/field-styles';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { askReturn } from './order-returns-api';
import { ReturnPhotoPicker } from './return-photo-picker';

const m = messages.returns;

type Props = {
  orderId: string;
  token?: string;
  items: ReturnableItem[];
  days: number;
  rules: string;
  onSent: () => void;
};

/** Which lines and how many to send back, why, and photos; the shop's window and rules above it. */
export function ReturnForm({ orderId, token, items, days, rules, onSent }: Props) {
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const picked = Object.entries(chosen).filter(([, quantity]) => quantity > 0);
    if (picked.length === 0) return setError(m.chooseItem);
    if (!reason.trim()) return setError(m.reasonRequired);
    setBusy(true);
    setError(null);
    try {
      await askReturn(orderId, {
        items: picked.map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
        reason,
        ...(photos.length > 0 && { photos: photos.map((p) => p.id) }),
        ...(token && { viewToken: token }),
      });
      onSent();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'Could not send your return. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate aria-label={m.title} className="flex flex-col gap-4">
      <p className="text-sm">{m.windowRule(days, rules)}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">Items</legend>
        {items.map((item) => (
          <ReturnLine
            key={item.orderItemId}
            item={item}
            quantity={chosen[item.orderItemId] ?? 0}
            onChange={(quantity) => setChosen((c) => ({ ...c, [item.orderItemId]: quantity }))}
          />
        ))}
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className={fieldStyles.label}>{m.reasonLabel}</span>
        <textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={MAX_RETURN_REASON}
          rows={3}
          className={fieldStyles.box}
        />
      </label>
      <ReturnPhotoPicker orderId={orderId} token={token} photos={photos} onChange={setPhotos} />
      {error && (
        <p role="alert" className="text-sm font-semibold text-alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} self-start`}>
        {busy && <Spinner size={16} label="Sending…" />}
        {m.send}
      </button>
    </form>
  );
}

/** One line: a labelled checkbox, and how many when more than one may go back. */
function ReturnLine({
  item,
  quantity,
  onChange,
}: {
  item: ReturnableItem;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const name = `${item.name}${item.color ? ` (${item.color})` : ''}`;
  const disabled = item.returnable === 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex min-w-0 flex-1 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-plum"
          disabled={disabled}
          checked={quantity > 0}
          onChange={(e) => onChange(e.target.checked ? 1 : 0)}
        />
        <span className="[overflow-wrap:anywhere]">
          {name}
          {item.finalSale && <span className="ml-1 text-xs">(final sale)</span>}
        </span>
      </label>
      {quantity > 0 && item.returnable > 1 && (
        <select
          aria-label={m.quantityLabel(name)}
          value={quantity}
          onChange={(e) => onChange(Number(e.target.value))}
          className={`${fieldStyles.box} w-20`}
        >
          {Array.from({ length: item.returnable }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
