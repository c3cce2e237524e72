import { useEffect, useState } from 'react';
import { messages } from '@shop/shared/messages';
import { formatNaira } from '@shop/shared/money';
import { getStoreCredit } from '../api/get-store-credit';

/** Her store credit, when she has some: taken off her next order at checkout (decision 52). */
export function StoreCreditNote() {
  const [balance, setBalance] = useState(0);
  useEffect(() => {
    getStoreCredit().then(setBalance, () => setBalance(0));
  }, []);
  if (balance <= 0) return null;
  return (
    <p role="status" className="rounded-[12px] bg-nude px-4 py-3 font-semibold">
      {messages.storeCredit.balance(formatNaira(balance))}
      <span className="block text-sm font-normal">Taken off your next order at checkout.</span>
    </p>
  );
}
