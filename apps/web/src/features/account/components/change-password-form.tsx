import { toast } from 'sonner';
import { UpdatePasswordBodySchema } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields, type FieldErrors } from '../../../components/form/field-errors';
import { refuse, refused, refuseFields } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFormSubmit, type FormValues } from '../../../components/form/use-form-submit';
import { updatePassword } from '../api/update-password';

/** The page's checks in their order: both passwords given, the new one typed twice alike, the server's rules. */
function check(values: FormValues) {
  const both = messages.auth.bothPasswordsRequired;
  const empty: FieldErrors = {};
  if (!values.currentPassword) empty.currentPassword = both;
  if (!values.newPassword) empty.newPassword = both;
  if (Object.keys(empty).length > 0) return { errors: refuse(both, empty) };
  const mismatch = messages.auth.newPasswordsMismatch;
  if (values.newPassword !== values.confirm) return { errors: refuse(mismatch, { confirm: mismatch }) };
  const checked = checkFields(UpdatePasswordBodySchema, values);
  if (!checked.ok) return { errors: refuseFields(checked.errors, both) };
  return { body: checked.data };
}

export function ChangePasswordForm() {
  const { errors, busy, onSubmit } = useFormSubmit(async (values, form) => {
    const checked = check(values);
    if ('errors' in checked) return checked.errors;
    try {
      const { currentPassword, newPassword } = checked.body;
      const { message } = await updatePassword(currentPassword, newPassword);
      toast.success(message || messages.auth.passwordUpdated);
      form.reset();
    } catch (error) {
      // The server calls the current password `password` when it is wrong.
      return refused(error, messages.auth.passwordUpdateFailed, { fields: { password: 'currentPassword' } });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="change-password-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="change-password-heading" className="font-display text-2xl">
        Change password
      </h2>
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>Update password</SubmitButton>
      </div>
    </form>
  );
}
