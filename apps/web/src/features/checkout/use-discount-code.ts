import { useState } from 'react';

/**
 * The cart's discount code: what is typed, the code applied (sent with the quote and the checkout),
 * and the server's reason when it does not apply. Applying asks the quote; a refusal un-applies it.
 */
export function useDiscountCode() {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

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
