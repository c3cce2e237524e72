import { REFUND_STATUSES, type RefundStatus } from '@shop/shared/orders/payment-methods';
import type { Database } from '../../db/client.ts';
import { alertRefundFailed } from './refund-failed-alert.ts';
import {
  addRefunded,
  findRefundByProviderId,
  lockOrderForRefund,
  updateRefund,
} from './refunds.repository.ts';

// Paystack's refund.pending / processing / processed / failed / needs-attention webhooks move a
// refund's status. Processed and failed are final: a late or repeated event changes nothing. A
// failed refund gives its amount back to what can still be refunded.

const FINAL: readonly RefundStatus[] = ['processed', 'failed'];

/** The status a `refund.*` event names, or null for any other event. */
export function refundEventStatus(event: string): RefundStatus | null {
  const status = event.startsWith('refund.') ? event.slice('refund.'.length) : '';
  return (REFUND_STATUSES as readonly string[]).includes(status) ? (status as RefundStatus) : null;
}

/** Applies one refund event; answers whether a refund of ours changed. */
export async function applyRefundEvent(db: Database, status: RefundStatus, providerRefundId: string) {
  return db.transaction(async (tx) => {
    const found = await findRefundByProviderId(tx, 'paystack', providerRefundId);
    if (!found) return false;
    await lockOrderForRefund(tx, found.orderId);
    // Read again under the order's lock: another event for it may have just been applied.
    const refund = (await findRefundByProviderId(tx, 'paystack', providerRefundId))!;
    if (FINAL.includes(refund.status) || refund.status === status) return false;
    await updateRefund(tx, refund.id, { status });
    if (status === 'failed') {
      await addRefunded(tx, refund.orderId, -refund.amountKobo);
      await alertRefundFailed(tx, refund.orderId, refund.amountKobo);
    }
    return true;
  });
}

/** The refund's id in a refund event's data (Paystack sends a number, sometimes a string). */
export function refundIdOf(data: unknown): string | null {
  const id = (data as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}
