import { useState } from 'react';
import { toast } from 'sonner';
import type { Address } from '@shop/shared/auth/address-schemas';
import { MAX_ADDRESSES } from '@shop/shared/auth/address-schemas';
import { messages } from '@shop/shared/messages';
import { refused } from '../../../components/form/form-outcome';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { deleteAddress } from '../../../domain/addresses/delete-address';
import { updateAddress } from '../../../domain/addresses/update-address';
import { useAddresses } from '../../../domain/addresses/use-addresses';
import { AddressForm } from './address-form';

type Editing = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address };

const placeOf = (a: Address) => `${a.address}, ${a.city}, ${a.state}`;
const smallButton =
  'rounded-full px-4 py-2 text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-rose';

/** The account's address book: the checkout starts from the default and offers the others. */
export function AddressBook() {
  const { addresses, failed, reload } = useAddresses(true);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const saved = () => {
    close();
    reload();
  };
  async function change(work: () => Promise<{ message: string }>) {
    try {
      toast.success((await work()).message);
      reload();
    } catch (error) {
      refused(error, messages.auth.addressFailed);
    }
  }

  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-4">
      <h2 id="addresses-heading" className="font-display text-2xl">
        Delivery addresses
      </h2>
      {!addresses && !failed && <Spinner label="Loading your addresses…" />}
      {failed !== null && <p role="alert">{messages.auth.addressFailed}</p>}
      {addresses?.length === 0 && <p>{messages.auth.noAddresses}</p>}
      {addresses && addresses.length > 0 && (
        <ul className="flex flex-col gap-3">
          {addresses.map((a) => (
            <li key={a._id} className="rounded-[12px] bg-white p-4">
              <p className="break-words font-semibold">
                {placeOf(a)}
                {a.default && (
                  <span className="ml-2 rounded-full bg-rose px-2 py-0.5 text-xs font-semibold text-white">
                    Default
                  </span>
                )}
              </p>
              <p className="text-sm text-plum/80">{a.phoneNumber}</p>
              <div className="mt-2 flex flex-wrap gap-1">
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Edit ${placeOf(a)}`}
                  onClick={() => setEditing({ kind: 'edit', address: a })}
                >
                  Edit
                </button>
                {!a.default && (
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Make ${placeOf(a)} my default`}
                    onClick={() => void change(() => updateAddress(a._id, { ...a, default: true }))}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className={`${smallButton} text-alert`}
                  aria-label={`Delete ${placeOf(a)}`}
                  onClick={() => setEditing({ kind: 'delete', address: a })}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses && addresses.length < MAX_ADDRESSES && (
        <div className="sm:max-w-xs">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add an address
          </button>
        </div>
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <Dialog title={editing.kind === 'add' ? 'Add an address' : 'Edit address'} onClose={close}>
          <AddressForm
            address={editing.kind === 'edit' ? editing.address : undefined}
            onSaved={saved}
            onCancel={close}
          />
        </Dialog>
      )}
      {editing?.kind === 'delete' && (
        <Dialog
          size="card"
          title="Delete this address?"
          description={placeOf(editing.address)}
          onClose={close}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonStyles.secondary}>
              Cancel
            </button>
            <button
              type="button"
              className={`${buttonStyles.primary} bg-alert hover:bg-alert/90`}
              onClick={() => {
                const { address } = editing;
                close();
                void change(() => deleteAddress(address._id));
              }}
            >
              Delete address
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
