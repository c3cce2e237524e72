import { SelectField } from '../../../components/form/select-field';
import type { SavedAddresses } from '../use-saved-addresses';

/** Above the delivery fields: the saved addresses to deliver to, or a new one. */
export function SavedAddressChoice({ saved, onChosen }: { saved: SavedAddresses; onChosen: () => void }) {
  if (saved.addresses.length === 0) return null;
  return (
    <SelectField
      label="Deliver to"
      value={saved.chosenId}
      onChange={(e) => {
        onChosen();
        saved.choose(e.target.value);
      }}
    >
      <option value="">A new address</option>
      {saved.addresses.map((a) => (
        <option key={a._id} value={a._id}>
          {`${a.address}, ${a.city}, ${a.state}${a.default ? ' (default)' : ''}`}
        </option>
      ))}
    </SelectField>
  );
}

/** Under the delivery fields: keep this new address in the account's book. */
export function SaveAddressBox({ saved }: { saved: SavedAddresses }) {
  if (!saved.canSave) return null;
  return (
    <label className="flex items-center gap-3 text-sm font-semibold">
      <input
        type="checkbox"
        checked={saved.save}
        onChange={(e) => saved.setSave(e.target.checked)}
        className="size-5 accent-rose"
      />
      Keep these delivery details for my next order
    </label>
  );
}
