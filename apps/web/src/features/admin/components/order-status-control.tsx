import { useId, useState } from 'react';
import { toast } from 'sonner';
import { nextStatuses, type AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { Order } from '@shop/shared/orders/order-schemas';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { updateOrderStatus } from '../api/admin-orders';
import { useAdminSession } from '../use-admin-session';

/** A select of the statuses the order may move to, and an Update button. */
export function OrderStatusControl({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const options = nextStatuses(order.status);
  const [choice, setChoice] = useState<AdminOrderStatus | ''>('');
  const [saving, setSaving] = useState(false);
  const id = useId();
  const { hasToken, handleExpired } = useAdminSession();
  if (options.length === 0) return null;

  async function update() {
    const status = choice || options[0]!;
    if (!hasToken()) return;
    setSaving(true);
    try {
      const { message } = await updateOrderStatus(order._id, status);
      toast.success(message);
      onChanged();
    } catch (error) {
      if (!handleExpired(error)) {
        toast.error(
          error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to update the order',
        );
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold">
          Change status
        </label>
        <select
          id={id}
          value={choice || options[0]}
          onChange={(e) => setChoice(e.target.value as AdminOrderStatus)}
          className="w-full rounded-full border border-field bg-white px-3 py-2 text-sm capitalize"
        >
          {options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        disabled={saving}
        onClick={() => void update()}
        className="inline-flex items-center gap-2 rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft disabled:opacity-50"
      >
        {saving && <Spinner size={16} label="Updating…" />}
        Update
      </button>
    </div>
  );
}
