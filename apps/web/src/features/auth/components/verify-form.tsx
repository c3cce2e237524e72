import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import { sendResetCode, verifyResetCode } from '../api/reset-calls';
import { resetFlow } from '../reset-flow';
import { useCountdown } from '../use-countdown';
import { OtpSlots } from './otp-slots';
import { SubmitButton } from './submit-button';

const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function VerifyForm() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string } | null;
  const email = state?.email ?? resetFlow.email();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const id = useId();

  if (!email) {
    return (
      <p className="text-center text-sm">
        Start by asking for a code on the{' '}
        <Link to="/forgot" className="font-semibold text-rose-dark underline">
          forgot password
        </Link>{' '}
        page.
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return void toast.error(messages.auth.inputOtp);
    if (code.length < OTP_LENGTH) return void toast.error(messages.auth.otpLength);
    setBusy(true);
    try {
      const { message, resetToken } = await verifyResetCode(email!, code);
      resetFlow.setToken(resetToken);
      toast.success(message);
      navigate('/newpassword', { replace: true });
    } catch (error) {
      toast.error(text(error));
      setCode('');
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      toast.success((await sendResetCode(email!, true)).message);
      restart();
    } catch (error) {
      toast.error(text(error));
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="text-center text-sm font-medium">
          6-digit code sent to <span className="font-semibold break-all">{email}</span>
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
          onClick={resend}
          disabled={left > 0 || resending}
          className="font-semibold text-rose-dark hover:underline disabled:cursor-not-allowed disabled:text-plum/50 disabled:no-underline"
        >
          resend code{left > 0 && <span> in {left}s</span>}
        </button>
      </p>
    </form>
  );
}
