import { findTransportOption } from '@shop/shared/checkout/transport-options';
import { formatNaira, koboToNaira } from '@shop/shared/money';

/** Subtotal, transport and total; the figures the server will charge once a transport is chosen. */
export function OrderTotals({
  subtotal,
  transportOption,
}: {
  subtotal: number;
  transportOption: string | null;
}) {
  const transport = findTransportOption(transportOption);
  const transportCost = transport ? koboToNaira(transport.costKobo) : 0;
  const total = (Math.round(subtotal * 100) + (transport?.costKobo ?? 0)) / 100;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
      <dt>Subtotal</dt>
      <dd className="text-right">{formatNaira(subtotal)}</dd>
      <dt>Transport</dt>
      <dd className="text-right">{transport ? formatNaira(transportCost) : '—'}</dd>
      <dt className="mt-2 border-t border-plum/15 pt-2 text-base font-semibold">Total</dt>
      <dd className="mt-2 border-t border-plum/15 pt-2 text-right text-base font-semibold">
        {formatNaira(total)}
      </dd>
    </dl>
  );
}
