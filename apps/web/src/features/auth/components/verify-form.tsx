import { useId, useRef, useState, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS, VerifyCodeBodySchema } from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import { FieldError } from '../../../components/form/field-error';
import { checkFields } from '../../../components/form/field-errors';
import { refuse, refused, refuseFields } from '../../../components/form/form-outcome';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formValues, useFormSubmit } from '../../../components/form/use-form-submit';
import { resendResetCode } from '../api/resend-reset-code';
import { verifyResetCode } from '../api/verify-reset-code';
import { resetFlow } from '../reset-flow';
import { useCountdown } from '../use-countdown';
import { OtpSlots } from './otp-slots';
import { useBrowserValue } from '../../../lib/browser-value';

export function VerifyForm() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string } | null;
  // Normally carried over from /forgot; a shopper who opens the link later types it here.
  // The browser's alone: a page the server rendered shows the e-mail field first (useBrowserValue).
  const knownEmail = useBrowserValue(() => state?.email ?? resetFlow.email(), null);
  const form = useRef<HTMLFormElement>(null);
  const emailOf = (values: Record<string, string | undefined>) => knownEmail ?? values.email?.trim() ?? '';
  const [code, setCode] = useState('');
  // A code was just sent only when we came from /forgot; opened later, resending is free at once.
  const { left, restart } = useCountdown(RESEND_COOLDOWN_SECONDS, !!knownEmail);
  const [resending, startResend] = useTransition();
  const id = useId();

  const { errors, busy, onSubmit, setErrors } = useFormSubmit(async (values) => {
    if (!code) return refuse(messages.auth.inputOtp, { code: messages.auth.inputOtp });
    if (code.length < OTP_LENGTH) return refuse(messages.auth.otpLength, { code: messages.auth.otpLength });
    const email = emailOf(values);
    if (!email) return refuse(messages.auth.resetEmailNeeded, { email: messages.auth.resetEmailNeeded });
    const checked = checkFields(VerifyCodeBodySchema, { email, code });
    if (!checked.ok) return refuseFields(checked.errors, messages.auth.otpLength);
    try {
      resetFlow.setEmail(email);
      const { message, resetToken } = await verifyResetCode(email, code);
      resetFlow.setToken(resetToken);
      toast.success(message);
      void navigate('/newpassword', { replace: true });
    } catch (error) {
      setCode('');
      return refused(error, messages.somethingWentWrong);
    }
  });

  const resend = () =>
    startResend(async () => {
      const email = emailOf(form.current ? formValues(form.current) : {});
      if (!email) {
        setErrors(refuse(messages.auth.resetEmailNeeded, { email: messages.auth.resetEmailNeeded }));
        return;
      }
      try {
        toast.success((await resendResetCode(email)).message);
        restart();
      } catch (error) {
        refused(error, messages.somethingWentWrong);
      }
    });

  return (
    <form ref={form} method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {!knownEmail && (
        <TextField
          label="Email"
          type="email"
          name="email"
          shape="pill"
          autoComplete="email"
          placeholder="Enter your email"
          error={errors.email}
        />
      )}
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="text-center text-sm font-medium">
          {knownEmail ? (
            <>
              6-digit code sent to <span className="font-semibold break-all">{knownEmail}</span>
            </>
          ) : (
            '6-digit code'
          )}
        </label>
        <OtpSlots
          id={id}
          value={code}
          onChange={setCode}
          invalid={!!errors.code}
          describedBy={errors.code ? `${id}-error ${id}-note` : `${id}-note`}
        />
        <div className="text-center">
          <FieldError fieldId={id} message={errors.code} />
        </div>
        <p id={`${id}-note`} className="text-center text-xs text-plum/70">
          Your 6-digit code is on its way. It can take a few moments to arrive.
        </p>
      </div>
      <SubmitButton busy={busy}>verify</SubmitButton>
      <p className="text-center text-sm text-plum/75">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={resend}
          disabled={left > 0 || resending}
          className="font-semibold text-rose-dark hover:underline disabled:cursor-not-allowed disabled:text-plum/50 disabled:no-underline"
        >
          resend code
        </button>
        {left > 0 && <span className="text-plum/60"> (in {left}s)</span>}
      </p>
    </form>
  );
}
