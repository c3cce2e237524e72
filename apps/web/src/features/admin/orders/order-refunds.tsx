import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira, nairaToKobo } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { RefundRequestSchema, type RefundRequest } from '@shop/shared/orders/refund-schemas';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { Spinner } from '../../../components/ui/spinner';
import { refundOrder } from './api/refund-order';
import { useAdminSession } from '../shell/use-admin-session';
import { useCan } from '../shell/use-staff-permission';

const m = messages.refunds;
const FAILED = 'Failed to refund the order';
const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
  'needs-attention': 'Needs attention',
};

/**
 * What is left to refund on a paid order (naira); 0 when nothing can be refunded. A pay-on-delivery
 * order has its paidAt when the rider collects; the server decides in the end.
 */
function leftToRefund(order: Order) {
  if (order.paidAt === null) return 0;
  return koboToNaira(nairaToKobo(order.amount) - nairaToKobo(order.refunded ?? 0));
}

/** The order's refunds with their status, and (while money is left) the form to refund more. */
export function OrderRefunds({ order }: { order: Order }) {
  // Fulfilment and support read the refunds made; only roles with refunds see the form.
  const mayRefund = useCan()('orders.refund');
  const left = leftToRefund(order);
  if (left <= 0 && !order.refunds?.length) return null;
  return (
    <section aria-label="Refunds" className="space-y-2 rounded-[12px] border border-plum/15 p-3">
      <h3 className="text-sm font-semibold">Refunds</h3>
      {order.refunds?.length ? (
        <ul className="space-y-1 text-sm">
          {order.refunds.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-semibold">{formatNaira(r.amount)}</span> · {r.reason}
              </span>
              <span>{STATUS_LABEL[r.status] ?? r.status}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {left > 0 && mayRefund && <RefundForm order={order} left={left} />}
    </section>
  );
}

/** Amount (what is left, prefilled) and reason; then a confirmation naming the amount and order. */
function RefundForm({ order, left }: { order: Order; left: number }) {
  const [asking, setAsking] = useState<RefundRequest | null>(null);
  // One key per confirmed refund: a retry after a lost answer makes no second refund.
  const key = useRef<string | null>(null);
  const { hasToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { errors, busy, onSubmit } = useFormSubmit(async ({ amount, reason }) => {
    if (!hasToken()) return;
    if (!asking) {
      const parsed = RefundRequestSchema.safeParse({ amount: Number(amount), reason });
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        return refuseFields(fieldErrors, FAILED);
      }
      key.current = crypto.randomUUID();
      setAsking(parsed.data);
      return;
    }
    try {
      const { refund } = await refundOrder(order._id, asking, key.current!);
      toast.success(m.done(formatNaira(refund.amount)));
      setAsking(null);
      await revalidator.revalidate();
    } catch (error) {
      setAsking(null);
      return refused(error, FAILED);
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <div className={asking ? 'hidden' : 'grid gap-2 sm:grid-cols-[13rem_1fr]'}>
        <TextField
          label="Amount to refund (₦)"
          name="amount"
          inputMode="decimal"
          defaultValue={String(left)}
          key={left}
          error={errors.amount}
        />
        <TextField label="Reason" name="reason" maxLength={500} error={errors.reason} />
      </div>
      {asking ? (
        <div role="alertdialog" aria-label="Confirm the refund" className="space-y-2">
          <p className="text-sm font-semibold">
            {m.confirm(formatNaira(asking.amount ?? left), order.orderNumber)}
          </p>
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft disabled:opacity-50"
            >
              {busy && <Spinner size={16} label="Refunding…" />}
              Yes, refund
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(null)}
              className="rounded-full border border-plum px-4 py-2 text-sm font-semibold"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className="rounded-full border border-plum px-4 py-2 text-sm font-semibold text-plum hover:bg-plum hover:text-ivory"
        >
          Refund…
        </button>
      )}
    </form>
  );
}
