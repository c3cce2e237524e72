import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DeleteAccountBodySchema } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { Dialog } from '../../../components/ui/dialog';
import { checkFields } from '../../../components/form/field-errors';
import { refuse, refused } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { leaveAndSignOut } from '../../../lib/session/sign-out-on-arrival';
import { deleteAccount } from '../api/delete-account';

/**
 * Deleting is final, so it asks for the password in the shop's modal dialog. Orders stay with
 * the shop, without the link to this account.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-alert px-6 py-3 font-semibold text-alert transition-colors duration-200 hover:bg-alert hover:text-white"
      >
        Delete account
      </button>
      {open && (
        <Dialog title="Delete your account?" onClose={() => setOpen(false)}>
          <DeleteAccountForm onCancel={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    const checked = checkFields(DeleteAccountBodySchema, values);
    if (!checked.ok) return refuse(checked.errors.password ?? messages.somethingWentWrong, checked.errors);
    try {
      toast.success((await deleteAccount(checked.data.password)).message);
      void leaveAndSignOut(navigate);
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-plum/80">
        This removes your account, your saved items and signs you out everywhere. It cannot be undone. Enter
        your password to confirm.
      </p>
      <PasswordField
        label="Your password"
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className={`${buttonStyles.primary} bg-alert hover:bg-alert/90`}
        >
          Delete my account
        </button>
      </div>
    </form>
  );
}
