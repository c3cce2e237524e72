import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import { useApiRead } from '../../../lib/use-api-read';
import { getStoreCredit } from '../api/get-store-credit';

/** Her store credit, when she has some: taken off her next order at checkout (decision 52). */
export function StoreCreditNote() {
  // Without an answer (on its way, or failed) she is told of no credit: the checkout still charges right.
  const balance = useApiRead('store-credit', getStoreCredit).data ?? 0;
  if (balance <= 0) return null;
  return (
    <p role="status" className="rounded-[12px] bg-nude px-4 py-3 font-semibold">
      {messages.storeCredit.balance(formatNaira(balance))}
      <span className="block text-sm font-normal">Taken off your next order at checkout.</span>
    </p>
  );
}
