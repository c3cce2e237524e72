import { useRef } from 'react';
import type { Address } from '@shop/shared/auth/address-schemas';
import { useApiRead } from '../../lib/use-api-read';
import { getAddresses } from '../../lib/addresses/get-addresses';

/** A read of the book a route's loader started (the cart's), for the user it was started for. */
export type StartedAddresses = { userId: string; answer: Promise<Address[]> };

/**
 * The signed-in customer's address book, read once the page is in the browser (`enabled` false, a
 * guest's, reads nothing and answers null), or taken from `started` (the loader's read, begun with
 * the page). `reload` reads it again after a change, the book shown until the new one comes (and
 * when it cannot be read: `failed` keeps the page usable then).
 */
export function useAddresses(
  enabled: boolean,
  started: Promise<Address[]> | null = null,
): { addresses: Address[] | null; failed: unknown; reload: () => void } {
  // After a change the book is the server's now, not the loader's.
  const changed = useRef(false);
  const read = useApiRead(enabled ? 'addresses' : null, () =>
    !changed.current && started ? started : getAddresses(),
  );
  return {
    addresses: enabled ? (read.lastData ?? null) : null,
    failed: read.error ?? null,
    reload: () => {
      changed.current = true;
      read.reread();
    },
  };
}
