import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { nextStatuses, shipmentProblem, type AdminOrderStatus } from '@shop/shared/admin/order-status';
import { statusPermission } from '@shop/shared/auth/staff-roles';
import type { CourierId } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/order-schemas';
import type { CollectionMethod } from '@shop/shared/orders/payment-methods';
import { refuse, refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { Spinner } from '../../../components/ui/spinner';
import { updateOrderStatus } from './api/update-order-status';
import { useAdminSession } from '../shell/use-admin-session';
import { useCan } from '../shell/use-staff-permission';
import { CollectedField } from './collected-field';
import { ShipmentFields } from './shipment-fields';

const FAILED = 'Failed to update the order';

/**
 * A select of the statuses the order may move to that the role may give (fulfilment: processing,
 * shipped, delivered; no cancelling), and an Update button; the list reloads after. Choosing
 * shipped asks for the courier and tracking number first (decision 47).
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const can = useCan();
  const options = nextStatuses(order.status).filter((s) => can(statusPermission(s)));
  const id = useId();
  const { hasToken } = useAdminSession();
  const revalidator = useRevalidator();
  // Shipped goes only to delivered: a pay-on-delivery order then asks how the money was collected.
  const collecting = order.payOnDelivery !== undefined && order.status === 'shipped';
  // The status chosen for this order's current status; a new status starts from the first option.
  const [picked, setPicked] = useState<{ from: string; status: AdminOrderStatus }>();
  const status = picked?.from === order.status ? picked.status : options[0];
  const { busy, errors, onSubmit } = useFormSubmit(async (values) => {
    if (!hasToken() || !status) return;
    const courier = (values.courier || undefined) as CourierId | undefined;
    const trackingNumber = values.trackingNumber?.trim() || undefined;
    const problem = shipmentProblem(status, courier, trackingNumber);
    if (problem) return refuse(problem.message, { [problem.field]: problem.message });
    try {
      const { message } = await updateOrderStatus(order._id, status, {
        collected: collecting ? (values.collected as CollectionMethod) : undefined,
        courier,
        trackingNumber,
      });
      toast.success(message);
      // The list is read again, so the card shows the new status.
      await revalidator.revalidate();
    } catch (error) {
      return refused(error, FAILED, { words: 'server' });
    }
  });
  if (options.length === 0) return null;

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      {collecting && <CollectedField />}
      {status === 'shipped' && <ShipmentFields errors={errors} />}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block text-xs font-semibold">
            Change status
          </label>
          <select
            id={id}
            name="status"
            value={status}
            onChange={(e) => setPicked({ from: order.status, status: e.target.value as AdminOrderStatus })}
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
          type="submit"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft disabled:opacity-50"
        >
          {busy && <Spinner size={16} label="Updating…" />}
          Update
        </button>
      </div>
    </form>
  );
}
