import { useCallback, useState } from 'react';
import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import type { PopupResult } from './checkout-types';

export type SandboxRequest = {
  amount: number;
  reference: string;
  /** The channels the shop accepts: the dialog offers each. */
  channels: CheckoutResponse['channels'];
  settle: (result: PopupResult) => void;
};

/** The demo provider's popup: open it for a pending order and wait for Pay or Cancel. */
export function useSandboxPopup() {
  const [request, setRequest] = useState<SandboxRequest | null>(null);
  const open = useCallback(
    (pending: CheckoutResponse) =>
      new Promise<PopupResult>((resolve) =>
        setRequest({
          amount: pending.amount,
          reference: pending.reference,
          channels: pending.channels,
          settle: (result) => {
            setRequest(null);
            resolve(result);
          },
        }),
      ),
    [],
  );
  return { request, open };
}
