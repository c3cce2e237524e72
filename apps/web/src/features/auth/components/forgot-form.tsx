import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sendResetCode } from '../api/reset-calls';
import { resetFlow } from '../reset-flow';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from './text-field';

export function ForgotForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(resetFlow.email() ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return void toast.error('Please enter your email address');
    setBusy(true);
    try {
      const { message } = await sendResetCode(address);
      resetFlow.setEmail(address);
      toast.success(message);
      void navigate('/verify', { state: { email: address } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={busy}>Send code</SubmitButton>
    </form>
  );
}
