import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order, TransferRejection } from '@shop/shared/orders/order-schemas';
import { koboToNaira } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';

// Paystack refuses a transfer of the wrong amount (and gives the money back itself), telling the
// shop with a `bank.transfer.rejected` event. The event is stored with the others in
// payment_events, linked to the order by its reference; the admin sees it on the order.

const TRANSFER_REJECTED_EVENT = 'bank.transfer.rejected';

type RejectedData = { amount?: unknown; gateway_response?: unknown; reason?: unknown; message?: unknown };

const firstText = (...values: unknown[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '');

/** What the admin is told of one rejection: the amount sent, Paystack's reason, when. */
function rejectionOf(payload: unknown, receivedAt: Date): TransferRejection {
  const data = ((payload as { data?: RejectedData } | null)?.data ?? {}) as RejectedData;
  const kobo = typeof data.amount === 'number' && Number.isFinite(data.amount) ? data.amount : null;
  return {
    amount: kobo === null ? null : koboToNaira(kobo),
    reason: firstText(data.gateway_response, data.reason, data.message) ?? 'Rejected by Paystack',
    at: receivedAt.toISOString(),
  };
}

/** The rejected transfers of these orders (one statement), added to each order that has any. */
export async function withTransferRejections(db: DbOrTx, list: Order[]): Promise<Order[]> {
  const references = list.map((o) => o.transactionId);
  if (references.length === 0) return list;
  const rows = await db
    .select({
      reference: paymentEvents.reference,
      payload: paymentEvents.payload,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.event, TRANSFER_REJECTED_EVENT), inArray(paymentEvents.reference, references)),
    )
    .orderBy(asc(paymentEvents.receivedAt));
  const byReference = new Map<string, TransferRejection[]>();
  for (const row of rows) {
    if (!row.reference) continue;
    byReference.set(row.reference, [
      ...(byReference.get(row.reference) ?? []),
      rejectionOf(row.payload, row.receivedAt),
    ]);
  }
  return list.map((order) => {
    const rejections = byReference.get(order.transactionId);
    return rejections ? { ...order, transferRejections: rejections } : order;
  });
}
