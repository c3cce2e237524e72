import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import { sendResetCode, verifyResetCode } from '../api/reset-calls';
import { resetFlow } from '../reset-flow';
import { useCountdown } from '../use-countdown';
import { OtpSlots } from './otp-slots';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from './text-field';

const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function VerifyForm() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string } | null;
  // Normally carried over from /forgot; a shopper who opens the link later types it here.
  const knownEmail = state?.email ?? resetFlow.email();
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail ?? typedEmail.trim();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // A code was just sent only when we came from /forgot; opened later, resending is free at once.
  const { left, restart } = useCountdown(RESEND_COOLDOWN_SECONDS, !!knownEmail);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return void toast.error(messages.auth.inputOtp);
    if (code.length < OTP_LENGTH) return void toast.error(messages.auth.otpLength);
    if (!email) return void toast.error(messages.auth.resetEmailNeeded);
    setBusy(true);
    try {
      resetFlow.setEmail(email);
      const { message, resetToken } = await verifyResetCode(email, code);
      resetFlow.setToken(resetToken);
      toast.success(message);
      void navigate('/newpassword', { replace: true });
    } catch (error) {
      toast.error(text(error));
      setCode('');
      setBusy(false);
    }
  }

  async function resend() {
    if (!email) return void toast.error(messages.auth.resetEmailNeeded);
    setResending(true);
    try {
      toast.success((await sendResetCode(email, true)).message);
      restart();
    } catch (error) {
      toast.error(text(error));
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      {!knownEmail && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={typedEmail}
          onChange={(e) => setTypedEmail(e.target.value)}
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
        <OtpSlots id={id} value={code} onChange={setCode} describedBy={`${id}-note`} />
        <p id={`${id}-note`} className="text-center text-xs text-plum/70">
          Your 6-digit code is on its way. It can take a few moments to arrive.
        </p>
      </div>
      <SubmitButton busy={busy}>verify</SubmitButton>
      <p className="text-center text-sm text-plum/75">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={() => void resend()}
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
