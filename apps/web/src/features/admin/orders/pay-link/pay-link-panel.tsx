import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import type { Order, PayLink } from '@shop/shared/orders/order-schemas';
import { failureText } from '../../../../components/failure-text';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminSession } from '../../shell/use-admin-session';
import { useCan } from '../../shell/use-staff-permission';
import { makePayLink } from '../api/make-pay-link';

import { PayLinkActions } from './pay-link-actions';

/** The order's open link on the shop's own address, as the admin page is. */
const linkOf = (order: Order): PayLink | null =>
  order.payLink
    ? { url: `${window.location.origin}${order.payLink.path}`, expiresAt: order.payLink.expiresAt }
    : null;

/**
 * An unpaid order's payment link in the orders tab (staff who take orders): its link to copy or
 * send when it has an open one, otherwise "Make payment link" (which holds its stock again).
 */
export function PayLinkPanel({ order }: { order: Order }) {
  const can = useCan();
  const { hasToken } = useAdminSession();
  const [made, setMade] = useState<PayLink | null>(null);
  const [busy, setBusy] = useState(false);
  if (order.status !== 'pending' || !can('take_orders')) return null;
  const link = made ?? linkOf(order);
  if (link) return <PayLinkActions link={link} order={order} />;

  const make = async () => {
    if (!hasToken()) return;
    setBusy(true);
    try {
      setMade(await makePayLink(order._id));
    } catch (error) {
      toast.error(failureText(error, messages.somethingWentWrong, 'said'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void make()}
      disabled={busy}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-rose px-4 py-2 text-sm font-semibold text-plum hover:bg-rose hover:text-white"
    >
      {busy && <Spinner size={16} label="Making the link…" />}
      {messages.payLinks.makeLink}
    </button>
  );
}
