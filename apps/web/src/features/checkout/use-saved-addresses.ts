import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_ADDRESSES } from '@shop/shared/auth/address-limits';
import type { Address } from '@shop/shared/auth/address-schemas';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { createAddress } from '../../domain/addresses/create-address';
import { useAddresses } from '../../domain/addresses/use-addresses';

type Place = Pick<Delivery, 'address' | 'state' | 'city' | 'phoneNumber'>;

const placeOf = (a: Place): Place => ({
  address: a.address,
  state: a.state,
  city: a.city,
  phoneNumber: a.phoneNumber,
});
const same = (a: Place, b: Place) =>
  a.address.trim() === b.address.trim() &&
  a.state === b.state &&
  a.city === b.city &&
  a.phoneNumber.trim() === b.phoneNumber.trim();

/**
 * A signed-in shopper's address book at the checkout: the form starts from the default address
 * (once, and only while its address fields are empty), any saved one can be chosen, and a new one
 * is saved to the book when asked, as soon as the checkout's rules pass (whether or not the
 * payment then goes through: the shopper asked for the address, not for the order). `bookRead`:
 * the cart route loader's read of the book.
 */
export function useSavedAddresses(
  signedIn: boolean,
  form: Delivery,
  change: (next: Partial<Delivery>) => void,
  bookRead: Promise<Address[]> | null = null,
) {
  const { addresses, reload } = useAddresses(signedIn, bookRead);
  const [save, setSave] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !addresses) return;
    started.current = true;
    const fallback = addresses.find((a) => a.default);
    const untouched = !form.address && !form.state && !form.city && !form.phoneNumber;
    if (fallback && untouched) change(placeOf(fallback));
  }, [addresses, form, change]);

  const chosen = addresses?.find((a) => same(a, form)) ?? null;
  return {
    addresses: addresses ?? [],
    chosenId: chosen?._id ?? '',
    choose(id: string) {
      const address = addresses?.find((a) => a._id === id);
      change(address ? placeOf(address) : { address: '', state: '', city: '', phoneNumber: '' });
    },
    /** The box is offered for an address the book does not hold yet, while it has room. */
    canSave: signedIn && addresses !== null && !chosen && addresses.length < MAX_ADDRESSES,
    save,
    setSave,
    /** After the rules passed: saves the checked address when the box is ticked. */
    keepIfAsked(delivery: Place) {
      if (!save || !signedIn || chosen) return;
      setSave(false);
      createAddress(placeOf(delivery)).then(
        () => reload(),
        () => toast.error(messages.auth.addressFailed),
      );
    },
  };
}

export type SavedAddresses = ReturnType<typeof useSavedAddresses>;
