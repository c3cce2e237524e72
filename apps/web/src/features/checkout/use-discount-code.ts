import { useEffect, useState } from 'react';
import { keepCheckoutVisit, readCheckoutVisit } from './checkout-visit';

/**
 * The cart's discount code: what is typed, the code applied (sent with the quote and the checkout),
 * and the server's reason when it does not apply. Applying asks the quote; a refusal un-applies it.
 * Kept for the visit with the delivery form (checkout-visit.ts); the quote checks a kept code again.
 */
export function useDiscountCode(shopper: string | null) {
  const [typed, setTyped] = useState(() => readCheckoutVisit(shopper)?.code.typed ?? '');
  const [applied, setApplied] = useState<string | null>(
    () => readCheckoutVisit(shopper)?.code.applied ?? null,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    keepCheckoutVisit(shopper, { code: { typed, applied } });
  }, [shopper, typed, applied]);

  return {
    typed,
    applied,
    refusal,
    type: (value: string) => {
      setTyped(value);
      setRefusal(null);
    },
    apply: () => {
      const code = typed.trim();
      setRefusal(null);
      setApplied(code === '' ? null : code.toUpperCase());
    },
    remove: () => {
      setApplied(null);
      setTyped('');
      setRefusal(null);
    },
    /** The quote refused the applied code: its message by the field, the totals without it. */
    refused: (message: string) => {
      setRefusal(message);
      setApplied(null);
    },
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
