import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { SandboxPaymentDetails } from '@shop/shared/checkout/checkout-schemas';
import { formatNaira } from '@shop/shared/money';
import { CHANNEL_LABELS, type PaymentChannel } from '@shop/shared/settings/payment-channels';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { chargeSandbox } from '../api/charge-sandbox';
import type { SandboxRequest } from '../use-sandbox-popup';
import { shopTime } from '@shop/shared/dates/shop-time';

/** What the sandbox shows once a transfer or USSD payment is under way. */
type Waiting = { channel: PaymentChannel; details: SandboxPaymentDetails };

/** A transfer's account, or the USSD code, as a bank app would show it. */
function WaitingDetails({ channel, details }: Waiting) {
  const rows: [string, string][] =
    channel === 'ussd'
      ? [['Dial', details.dialCode ?? '']]
      : [
          ['Bank', details.bankName ?? ''],
          ['Account number', details.accountNumber ?? ''],
          ['Account name', details.accountName ?? ''],
        ];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {channel === 'ussd'
          ? `Dial this code on the phone of your bank account to pay exactly ${formatNaira(details.amount)}.`
          : `Send exactly ${formatNaira(details.amount)} to this account from your bank app.`}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-[12px] bg-nude p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-plum/80">{label}</dt>
            <dd className="font-mono font-semibold tracking-wide">{value}</dd>
          </div>
        ))}
        <dt className="text-plum/80">Amount</dt>
        <dd className="font-semibold">{formatNaira(details.amount)}</dd>
      </dl>
      <p className="text-sm">
        Valid for 30 minutes, until {shopTime(details.expiresAt)}. A demonstration: no real money moves, and
        the sandbox&apos;s bank sends it a few seconds after you start.
      </p>
    </div>
  );
}

/**
 * The demo provider's popup, paying by each channel the shop accepts: a card at once; a bank
 * transfer or USSD payment shows its account or code and arrives a few seconds later by itself,
 * as a real one does, so "I have sent the money" just closes the popup to wait on the order page.
 */
export function SandboxPaymentDialog({ request }: { request: SandboxRequest }) {
  const [channel, setChannel] = useState<PaymentChannel>(request.channels[0] ?? 'card');
  const [charging, setCharging] = useState(false);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const pay = async () => {
    setCharging(true);
    setFailed(false);
    try {
      const answer = await chargeSandbox(request.reference, channel);
      if (answer.status === 'success') return request.settle('paid');
      if (answer.details) setWaiting({ channel: answer.channel, details: answer.details });
    } catch {
      setFailed(true);
    }
    setCharging(false);
  };
  // Closed with a transfer under way, the order waits for it (the page asks the server).
  const close = () => {
    if (!charging) request.settle('cancelled');
  };

  return (
    <Dialog
      title="Sandbox payment"
      icon={<CreditCard aria-hidden="true" className="size-7 text-rose" />}
      onClose={close}
      size="card"
      closeIcon={false}
    >
      <div className="flex flex-col gap-5">
        <div className="rounded-[12px] bg-gradient-to-br from-plum to-rose p-5 text-ivory">
          <p className="text-sm opacity-80">Amount to pay</p>
          <p className="font-display text-3xl">{formatNaira(request.amount)}</p>
          {!waiting && channel === 'card' && (
            <p className="mt-4 font-mono tracking-widest opacity-90">4084 0840 8408 4081</p>
          )}
        </div>
        {waiting ? (
          <WaitingDetails {...waiting} />
        ) : (
          <>
            {request.channels.length > 1 && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">Pay with</legend>
                {request.channels.map((c) => (
                  <label
                    key={c}
                    className="flex min-h-11 items-center gap-3 rounded-[10px] border border-plum/20 px-3"
                  >
                    <input
                      type="radio"
                      name="sandbox-channel"
                      value={c}
                      checked={channel === c}
                      onChange={() => setChannel(c)}
                      disabled={charging}
                    />
                    {CHANNEL_LABELS[c]}
                  </label>
                ))}
              </fieldset>
            )}
            <p className="text-sm">A demonstration: no real card is charged.</p>
          </>
        )}
        {failed && (
          <p role="alert" className="text-sm font-semibold text-alert">
            The sandbox charge failed. Please try again.
          </p>
        )}
        <div className="flex gap-3">
          {waiting ? (
            <button type="button" onClick={close} className={`${buttonStyles.primary} flex-1`}>
              I have sent the money
            </button>
          ) : (
            <>
              <button
                type="button"
                onClick={close}
                disabled={charging}
                className={`${buttonStyles.secondary} flex-1`}
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={() => void pay()}
                disabled={charging}
                className={`${buttonStyles.primary} flex-1`}
              >
                {charging ? <Spinner size={18} label="Paying…" /> : null}
                Pay
              </button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
