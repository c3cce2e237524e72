import { Download } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { failureText } from '../../../components/failure-text';
import { toast } from '../../../lib/lazy-sonner';
import { getMyReceipt } from '../api/get-my-receipt';

/**
 * The order's PDF receipt from the dashboard. The dashboard's API needs the sign-in, so the file
 * is fetched and then shared (WhatsApp, where the phone shares files) or saved.
 */
export function ReceiptButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  if (order.status === 'pending' || order.status === 'expired') return null;
  const name = `receipt-${order.orderNumber}.pdf`;

  const take = async () => {
    setBusy(true);
    try {
      const file = new File([await getMyReceipt(order._id)], name, { type: 'application/pdf' });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator
          .share({ files: [file], title: `Receipt ${order.orderNumber}` })
          .catch(() => undefined);
      } else {
        const url = URL.createObjectURL(file);
        const link = Object.assign(document.createElement('a'), { href: url, download: name });
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (error) {
      toast.error(failureText(error, messages.somethingWentWrong, 'said'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void take()}
      disabled={busy}
      className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-plum px-5 text-sm font-semibold hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:opacity-50"
    >
      <Download aria-hidden="true" className="size-4" />
      {messages.paper.downloadReceipt}
    </button>
  );
}
