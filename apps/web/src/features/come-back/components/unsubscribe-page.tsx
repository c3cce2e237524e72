import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnsubscribeResponse } from '@shop/shared/come-back/come-back-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { unsubscribeEmail } from '../api/unsubscribe-email';

/**
 * /unsubscribe?token=…, the link at the foot of every reminder and stock alert: says which address
 * it is for (read by the route's loader) and asks; the button stops the mails (opening the link
 * alone changes nothing, since mail scanners open links too).
 */
export function UnsubscribePage({ state }: { state: Promise<UnsubscribeResponse> }) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 md:py-16">
      <h1 className="mb-4 font-display text-3xl sm:text-4xl">{messages.comeBack.unsubscribeTitle}</h1>
      <Deferred
        resolve={state}
        loading={<Spinner size={24} label="Loading…" />}
        error={(error) => <LoadFailure error={error} fallback={messages.comeBack.unsubscribeBadLink} />}
      >
        {(read) => <UnsubscribeAsk read={read} />}
      </Deferred>
    </main>
  );
}

/** The address's state as read, then as the button left it. */
function UnsubscribeAsk({ read }: { read: UnsubscribeResponse }) {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState(read);
  const { busy, onSubmit } = useFormSubmit(async () => {
    try {
      setState(await unsubscribeEmail(token));
    } catch (error) {
      return refused(error, messages.somethingWentWrong);
    }
  });

  if (state.unsubscribed)
    return (
      <p role="status" className="rounded-[12px] bg-nude p-5 text-plum">
        {messages.comeBack.unsubscribed(state.email)}
      </p>
    );
  return (
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
  );
}
