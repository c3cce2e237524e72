import type { Address } from '@shop/shared/auth/address-schemas';
import { useApiRead } from '../../lib/use-api-read';
import { getAddresses } from './get-addresses';

/**
 * The signed-in customer's address book, read once the page is in the browser (`enabled` false, a
 * guest's, reads nothing and answers null). `reload` reads it again after a change, the book shown
 * until the new one comes (and when it cannot be read: `failed` keeps the page usable then).
 */
export function useAddresses(enabled: boolean): {
  addresses: Address[] | null;
  failed: unknown;
  reload: () => void;
} {
  const read = useApiRead(enabled ? 'addresses' : null, () => getAddresses());
  return {
    addresses: enabled ? (read.lastData ?? null) : null,
    failed: read.error ?? null,
    reload: read.reread,
  };
}
