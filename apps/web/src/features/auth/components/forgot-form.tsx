import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ForgotBodySchema } from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields } from '../../../components/form/field-errors';
import { refuse, refused } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { sendResetCode } from '../api/send-reset-code';
import { resetFlow } from '../reset-flow';
import { useBrowserValue } from '../../../lib/browser-value';

export function ForgotForm() {
  const navigate = useNavigate();
  // The address typed last in this tab, which a page the server rendered shows once in the browser.
  const lastEmail = useBrowserValue(resetFlow.email, null);
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    const missing = messages.checkout.email;
    if (!values.email?.trim()) return refuse(missing, { email: missing });
    const checked = checkFields(ForgotBodySchema, values);
    if (!checked.ok) return refuse(checked.errors.email ?? missing, checked.errors);
    const { email } = checked.data;
    try {
      const { message } = await sendResetCode(email);
      resetFlow.setEmail(email);
      toast.success(message);
      void navigate('/verify', { state: { email } });
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        name="email"
        shape="pill"
        inputMode="email"
        autoComplete="email"
        placeholder="Enter your email"
        defaultValue={lastEmail ?? ''}
        error={errors.email}
      />
      <SubmitButton busy={busy}>Send code</SubmitButton>
    </form>
  );
}
