import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnsubscribeResponse } from '@shop/shared/come-back/come-back-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { getUnsubscribe } from '../api/get-unsubscribe';
import { unsubscribeEmail } from '../api/unsubscribe-email';

/**
 * /unsubscribe?token=…, the link at the foot of every reminder and stock alert: says which address
 * it is for and asks; the button stops the mails (opening the link alone changes nothing, since
 * mail scanners open links too).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<UnsubscribeResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const problem = token ? failure : new Error(messages.comeBack.unsubscribeBadLink);
  useEffect(() => {
    if (token) getUnsubscribe(token).then(setState, setFailure);
  }, [token]);
  const { busy, onSubmit } = useFormSubmit(async () => {
    try {
      setState(await unsubscribeEmail(token));
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 md:py-16">
      <h1 className="mb-4 font-display text-3xl sm:text-4xl">{messages.comeBack.unsubscribeTitle}</h1>
      {problem !== null && <LoadFailure error={problem} fallback={messages.comeBack.unsubscribeBadLink} />}
      {problem === null && !state && <Spinner size={24} label="Loading…" />}
      {state?.unsubscribed && (
        <p role="status" className="rounded-[12px] bg-nude p-5 text-plum">
          {messages.comeBack.unsubscribed(state.email)}
        </p>
      )}
      {state && !state.unsubscribed && (
        <form
          onSubmit={onSubmit}
          aria-label={messages.comeBack.unsubscribeTitle}
          className="grid gap-4 rounded-[12px] bg-nude p-5"
        >
          <p className="text-plum">{messages.comeBack.unsubscribeAsk(state.email)}</p>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy && <Spinner size={18} label="Unsubscribing…" />}
            {messages.comeBack.unsubscribeButton}
          </button>
        </form>
      )}
    </main>
  );
}
