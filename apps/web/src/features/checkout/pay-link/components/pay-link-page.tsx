import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { CircleCheck, Clock, LockKeyhole } from 'lucide-react';
import { shopDateTime } from '@shop/shared/dates/shop-time';
import { formatNaira } from '@shop/shared/money';
import { messages } from '@shop/shared/messages';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { LoadFailure } from '../../../../components/load-failure';
import { Deferred } from '../../../../components/ui/deferred';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { usePayLinkPayment } from '../use-pay-link-payment';
import { PayLinkSummary } from './pay-link-summary';

const SandboxPaymentDialog = lazy(() =>
  import('../../components/sandbox-payment-dialog').then((m) => ({
    default: m.SandboxPaymentDialog,
  })),
);

/** The linked order and its Pay button; paid or waiting for a transfer, it says so instead. */
function PayLink({ token, view }: { token: string; view: PayLinkView }) {
  const { state, busy, pay, sandbox } = usePayLinkPayment(token, view);
  const { order } = view;
  return (
    <article aria-labelledby="pay-title" className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 rounded-[12px] bg-nude px-6 py-8 text-center shadow-raised">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose">{view.shopName}</p>
        <h1 id="pay-title" className="font-display text-3xl">
          {state === 'paid' ? (
            messages.payLinks.paidTitle
          ) : (
            <>
              {messages.payLinks.title} <span className="whitespace-nowrap">{order.orderNumber}</span>
            </>
          )}
        </h1>
        {state === 'paid' ? (
          <CircleCheck aria-hidden="true" className="size-12 text-leaf" />
        ) : state === 'waiting' ? (
          <p role="status" className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            {messages.payLinks.waiting}
          </p>
        ) : (
          <>
            <p className="font-display text-4xl">{formatNaira(order.amount)}</p>
            <button
              type="button"
              onClick={() => void pay()}
              disabled={busy}
              className={`${buttonStyles.primary} min-h-12 w-full max-w-xs text-lg`}
            >
              {busy ? (
                <Spinner size={18} label="Paying…" />
              ) : (
                <LockKeyhole aria-hidden="true" className="size-5" />
              )}
              {messages.payLinks.payButton(formatNaira(order.amount))}
            </button>
            <p className="text-sm">{messages.payLinks.validUntil(shopDateTime(view.expiresAt))}</p>
          </>
        )}
      </header>
      <PayLinkSummary order={order} />
      {sandbox && (
        <Suspense fallback={null}>
          <SandboxPaymentDialog request={sandbox} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * /pay/:token: a payment link sent in a chat. It shows the shop, the order's items with their
 * pictures, the delivery and the total, and pays the order's own transaction; a link already
 * paid, cancelled or past its time says so (the server's 410) and offers nothing to pay.
 */
export function PayLinkPage({ view }: { view: Promise<PayLinkView> }) {
  const token = useParams().token ?? '';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <Deferred
        resolve={view}
        loading={
          <div className="grid place-items-center py-12">
            <Spinner label="Loading your order" />
          </div>
        }
        error={(error) => <LoadFailure error={error} fallback={messages.payLinks.notFound} look="section" />}
      >
        {(loaded) => <PayLink token={token} view={loaded} />}
      </Deferred>
    </main>
  );
}
