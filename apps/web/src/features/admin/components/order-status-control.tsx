import { useId, useState } from 'react';
import { toast } from 'sonner';
import { nextStatuses, type AdminOrderStatus } from '@shop/shared/admin/order-status';
import type { Order } from '@shop/shared/orders/order-schemas';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { AdminActionResult } from '../admin-action';
import { useAdminAction } from '../use-admin-action';
import { useAdminSession } from '../use-admin-session';

/** A select of the statuses the order may move to, and an Update button; the list reloads after. */
export function OrderStatusControl({ order }: { order: Order }) {
  const options = nextStatuses(order.status);
  const [choice, setChoice] = useState<AdminOrderStatus | ''>('');
  const id = useId();
  const { hasToken, handleExpired } = useAdminSession();
  const { send, busy } = useAdminAction((result: AdminActionResult) => {
    if (result.ok) toast.success(result.message);
    else if (!handleExpired(result.error)) {
      const { error } = result;
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to update the order',
      );
    }
  });
  if (options.length === 0) return null;

  function update() {
    if (!hasToken()) return;
    const form = new FormData();
    form.set('status', choice || options[0]!);
    send('order-status', form, order._id);
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
        disabled={busy}
        onClick={update}
        className="inline-flex items-center gap-2 rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft disabled:opacity-50"
      >
        {busy && <Spinner size={16} label="Updating…" />}
        Update
      </button>
    </div>
  );
}
