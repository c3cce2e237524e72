import { useState } from 'react';
import { toast } from 'sonner';
import type { Profile } from '@shop/shared/auth/profile-schemas';
import { UpdateProfileBodySchema } from '@shop/shared/auth/profile-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields } from '../../../components/form/field-errors';
import { refused, refuseFields } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { Spinner } from '../../../components/ui/spinner';
import { useAppStores, useAuthState } from '../../../lib/store/app-stores';
import { useApiRead } from '../../../lib/use-api-read';
import { getProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';

/** Names, phone and e-mail; a new e-mail asks for the current password (shown only then). */
export function ProfileForm() {
  const read = useApiRead('profile', getProfile);
  // What she saved since, over what was read.
  const [saved, setSaved] = useState<Profile | null>(null);
  const profile = saved ?? read.data ?? null;
  const failed = !profile && read.error !== undefined;

  return (
    <section aria-labelledby="profile-heading" className="flex flex-col gap-5">
      <h2 id="profile-heading" className="font-display text-2xl">
        Your details
      </h2>
      {failed && <p role="alert">{messages.auth.profileUpdateFailed}</p>}
      {!profile && !failed && <Spinner label="Loading your details…" />}
      {profile && <ProfileFields profile={profile} onSaved={setSaved} />}
    </section>
  );
}

function ProfileFields({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const session = useAppStores().session;
  const user = useAuthState((auth) => auth.user);
  const [email, setEmail] = useState(profile.email);
  const emailChanges = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { errors, busy, onSubmit } = useFormSubmit(async (values, form) => {
    const checked = checkFields(UpdateProfileBodySchema, {
      ...values,
      currentPassword: emailChanges ? values.currentPassword || undefined : undefined,
    });
    if (!checked.ok) return refuseFields(checked.errors, messages.auth.profileUpdateFailed);
    try {
      const answer = await updateProfile(checked.data);
      toast.success(answer.message);
      onSaved(answer.profile);
      // The greeting and the stored session show the new names and e-mail at once.
      if (user) {
        const { first_name, last_name, email: saved } = answer.profile;
        session.signIn({ ...user, first_name, last_name, email: saved });
      }
      form.reset();
    } catch (error) {
      return refused(error, messages.auth.profileUpdateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          defaultValue={profile.first_name}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          defaultValue={profile.last_name}
          error={errors.last_name}
        />
      </div>
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        defaultValue={profile.phone}
        error={errors.phone}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      {emailChanges && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          hint="Needed to change your email address"
          error={errors.currentPassword}
        />
      )}
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>Save details</SubmitButton>
      </div>
    </form>
  );
}
