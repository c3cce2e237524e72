import { LogOut } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLogout } from '../../../lib/session/use-logout';
import { MySkinForm } from '../../../domain/skin/my-skin-form';
import { AddressBook } from './address-book';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { MyDataDownload } from './my-data-download';
import { ProfileForm } from './profile-form';

export function AccountTab() {
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-[12px] bg-nude p-5 sm:p-8">
        <ProfileForm />
      </div>
      <div className="rounded-[12px] bg-nude p-5 sm:p-8">
        <MySkinForm signedIn />
      </div>
      <div className="rounded-[12px] bg-nude p-5 sm:p-8">
        <AddressBook />
      </div>
      <section className="rounded-[12px] bg-nude p-5 sm:p-8">
        <ChangePasswordForm />
      </section>
      <MyDataDownload />
      <section
        aria-labelledby="session-heading"
        className="flex flex-col gap-4 rounded-[12px] bg-nude p-5 sm:p-8"
      >
        <h2 id="session-heading" className="font-display text-2xl">
          Sign out or leave
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => void logout()} className={buttonStyles.primary}>
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </button>
          <DeleteAccountDialog />
        </div>
      </section>
    </div>
  );
}
