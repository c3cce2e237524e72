import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxPaymentDetails } from '@shop/shared/checkout/checkout-schemas';
import { koboToNaira } from '@shop/shared/money';
import type { PaidDeps } from './payment-deps.ts';
import { paidDepsOf } from './payment-deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordPaymentSignal } from './payment-signals.repository.ts';
import { landDueSandboxPayments, recordPaymentEvent } from './payments.repository.ts';
import { settlePayment } from './settle-payment.ts';

// The sandbox's "bank": a transfer or USSD payment started in the sandbox popup arrives a few
// seconds later by itself, through the path a Paystack webhook takes (recorded as an event, a
// signal, then settled), so an order is paid without its page, as a real late transfer is.

/** How long after "I have sent the money" (or the dial) the sandbox's money arrives. */
export const SANDBOX_LANDING_MS = 4_000;
/** How often each process asks which sandbox payments have landed. */
const SANDBOX_BANK_CHECK_MS = 1_000;

/** The channels the sandbox pays later, as a bank would; any other is paid at once. */
export const LANDS_LATER = new Set(['bank_transfer', 'ussd']);

/** A transfer account or dial code for this order, the same each time it is asked for. */
export function sandboxPaymentDetails(
  channel: string,
  reference: string,
  amountKobo: number,
  expiresAt: Date,
  shopName: string,
): SandboxPaymentDetails {
  const amount = koboToNaira(amountKobo);
  const base = { amount, expiresAt: expiresAt.toISOString() };
  if (channel === 'ussd') return { ...base, dialCode: `*737*000*${amount}#` };
  const digits = BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 12)}`);
  const accountNumber = `99${(digits % 100_000_000n).toString().padStart(8, '0')}`;
  return { ...base, bankName: 'Sandbox Bank', accountNumber, accountName: `${shopName} Checkout` };
}

/** Lands the sandbox payments due by `now` and settles their orders; answers how many landed. */
export async function landSandboxPayments(deps: PaidDeps, provider: PaymentProvider, now = new Date()) {
  const landed = await landDueSandboxPayments(deps.db, now);
  for (const reference of landed) {
    await deps.db.transaction(async (tx) => {
      await recordPaymentEvent(tx, {
        provider: 'sandbox',
        event: 'charge.success',
        reference,
        payload: { event: 'charge.success', data: { reference } },
      });
      await recordPaymentSignal(tx, reference, 'webhook');
    });
    await settlePayment(deps, provider, reference, 'webhook').catch((error: unknown) =>
      deps.log.error({ err: error, reference }, 'sandbox settlement failed; the re-check job will retry'),
    );
  }
  return landed.length;
}

/** Each process's sandbox bank, while the sandbox is the provider; stopped when the app closes. */
export function startSandboxBank(app: FastifyInstance, everyMs = SANDBOX_BANK_CHECK_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = landSandboxPayments(paidDepsOf(app), app.payments)
      .catch((error: unknown) => app.log.error({ err: error }, 'the sandbox bank failed to land payments'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  // Stopping waits for a landing under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
