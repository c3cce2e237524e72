import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@shop/shared/auth/address-schemas';
import { getAddresses } from './get-addresses';

/**
 * The signed-in customer's address book, read once the page is in the browser (`enabled` false, a
 * guest's, reads nothing and answers null). `reload` reads it again after a change; `failed` keeps
 * the page usable when it cannot be read.
 */
export function useAddresses(enabled: boolean) {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const reload = useCallback(
    () =>
      getAddresses().then(
        (book) => {
          setAddresses(book);
          setFailed(null);
        },
        (error: unknown) => setFailed(error),
      ),
    [],
  );
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { addresses: enabled ? addresses : null, failed, reload };
}
