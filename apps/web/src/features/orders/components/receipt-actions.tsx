import { Download, Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { API_BASE } from '../../../lib/api-client';

const receiptUrl = (token: string) => `${API_BASE}/order/view/${encodeURIComponent(token)}/receipt.pdf`;

const noChanges = () => () => {};

/** Whether this browser can hand a PDF file to another app (WhatsApp) through Web Share. */
function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'receipt.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/**
 * The receipt as a PDF: a download link, and where the phone can share files, a button that hands
 * the PDF to WhatsApp (or any app) through the share sheet. Not before the order is paid.
 */
export function ReceiptActions({ order }: { order: Order }) {
  const { token } = useParams();
  // False on the server (no navigator) and at hydration, then the browser's own answer.
  const shareable = useSyncExternalStore(noChanges, canShareFiles, () => false);
  if (!token || order.status === 'pending' || order.status === 'expired') return null;
  const name = `receipt-${order.orderNumber}.pdf`;

  const share = async () => {
    try {
      const pdf = await (await fetch(receiptUrl(token))).blob();
      await navigator.share({
        files: [new File([pdf], name, { type: 'application/pdf' })],
        title: `Receipt ${order.orderNumber}`,
      });
    } catch {
      // Cancelled, or the share sheet refused: the download link is right beside it.
    }
  };

  const look =
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-plum px-5 text-sm font-semibold hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose';
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <a href={receiptUrl(token)} download={name} className={look}>
        <Download aria-hidden="true" className="size-4" />
        {messages.paper.downloadReceipt}
      </a>
      {shareable && (
        <button type="button" onClick={() => void share()} className={look}>
          <Share2 aria-hidden="true" className="size-4" />
          {messages.paper.shareReceipt}
        </button>
      )}
    </div>
  );
}
