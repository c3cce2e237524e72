import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { failureText } from '../../../components/failure-text';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { confirmPayOnDelivery } from './api/confirm-pay-on-delivery';
import { useAdminSession } from '../shell/use-admin-session';
import { useCan } from '../shell/use-staff-permission';

/** Answers are taken only while the order waits to be sent (decision 53). */
const WAITING = new Set<Order['status']>(['pay_on_delivery', 'processing']);

/**
 * Staff mark an unconfirmed pay-on-delivery order confirmed after phoning the shopper; whoever may
 * send orders out may (the server checks it again). The list is read again after.
 */
export function MarkPodConfirmedButton({ order }: { order: Order }) {
  const can = useCan();
  const { hasToken } = useAdminSession();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (order.payOnDelivery?.confirmation !== 'unconfirmed' || !WAITING.has(order.status)) return null;
  if (!can('orders.ship')) return null;

  const confirm = async () => {
    if (!hasToken()) return;
    setBusy(true);
    try {
      const { message } = await confirmPayOnDelivery(order._id);
      toast.success(message);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failureText(error, messages.somethingWentWrong, 'said'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void confirm()}
      className={`${buttonStyles.secondary} w-full !px-4 !py-2 text-sm`}
    >
      {busy && <Spinner size={16} label="Confirming…" />}
      {messages.podConfirmation.staffConfirm}
    </button>
  );
}
