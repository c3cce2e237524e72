import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { leaveAndSignOut } from '../../../lib/session/sign-out-on-arrival';
import { PasswordField } from '../../../components/form/password-field';
import { deleteAccount } from '../api/account-calls';

/**
 * Deleting is final, so it asks for the password in a modal <dialog> (the browser traps focus
 * and closes it on Escape). Orders stay with the shop, without the link to this account.
 */
export function DeleteAccountDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return void toast.error('Please enter your password');
    setBusy(true);
    try {
      toast.success((await deleteAccount(password)).message);
      dialog.current?.close();
      await leaveAndSignOut(navigate);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-alert px-6 py-3 font-semibold text-alert transition-colors duration-200 hover:bg-alert hover:text-white"
      >
        Delete account
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-account-title"
        onClose={() => setPassword('')}
        className="m-auto w-[min(92vw,28rem)] rounded-[12px] bg-ivory p-6 text-plum shadow-raised backdrop:bg-plum/50"
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
          <h2 id="delete-account-title" className="font-display text-2xl">
            Delete your account?
          </h2>
          <p className="text-sm text-plum/80">
            This removes your account, your saved items and signs you out everywhere. It cannot be undone.
            Enter your password to confirm.
          </p>
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => dialog.current?.close()} className={buttonStyles.secondary}>
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className={`${buttonStyles.primary} bg-alert hover:bg-alert/90`}
            >
              Delete my account
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
