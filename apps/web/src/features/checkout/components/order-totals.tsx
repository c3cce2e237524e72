import type { QuoteResponse } from '@shop/shared/checkout/quote-schemas';
import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';

/**
 * Subtotal, transport and total as the server quoted them (the figures the checkout will charge);
 * the cart's own subtotal until the first answer. Under them, how much more buys free delivery,
 * when the shop offers it.
 */
export function OrderTotals({
  subtotal,
  quote,
  transportChosen,
}: {
  subtotal: number;
  quote: QuoteResponse | null;
  transportChosen: boolean;
}) {
  const transport = !transportChosen || !quote ? '—' : formatNaira(quote.transportCost);
  const shortfall = quote?.freeDeliveryShortfall ?? null;
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatNaira(quote?.subtotal ?? subtotal)}</dd>
        {quote && quote.discount > 0 && (
          <>
            <dt>{messages.discounts.line(quote.discountCode ?? '')}</dt>
            <dd className="text-right">−{formatNaira(quote.discount)}</dd>
          </>
        )}
        {quote?.storeCredit ? (
          <>
            <dt>{messages.storeCredit.line}</dt>
            <dd className="text-right">−{formatNaira(quote.storeCredit)}</dd>
          </>
        ) : null}
        <dt>Transport</dt>
        <dd className="text-right">{transport}</dd>
        <dt className="mt-2 border-t border-plum/15 pt-2 text-base font-semibold">Total</dt>
        <dd className="mt-2 border-t border-plum/15 pt-2 text-right text-base font-semibold">
          {formatNaira(quote?.amount ?? subtotal)}
        </dd>
      </dl>
      {shortfall !== null && (
        <p role="status" className="rounded-[12px] bg-ivory px-3 py-2 text-sm font-medium text-plum">
          {shortfall > 0
            ? messages.delivery.addForFree(formatNaira(shortfall))
            : messages.delivery.freeDelivery}
        </p>
      )}
    </div>
  );
}
