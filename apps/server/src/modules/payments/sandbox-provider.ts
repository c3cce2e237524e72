import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { newPaymentReference } from './payment-reference.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findSandboxCharge } from './payments.repository.ts';

/** Not a secret: the sandbox charges nothing; the page shows it where Paystack's key would be. */
const SANDBOX_PUBLIC_KEY = 'pk_sandbox_glownaija';

/**
 * The demo provider: its "charges" are rows of sandbox_payments, written by the sandbox popup. A
 * transfer or USSD payment reads `pending` (under way, as Paystack says) until the sandbox's bank
 * lands it.
 */
export function sandboxProvider(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    initialize: async () => ({ accessCode: null }),
    newReference: (now) => newPaymentReference('sandbox', now),
    // The sandbox's money never left anyone: its refund is processed at once (Paystack's would
    // be pending first, then processed by webhook).
    refund: async () => ({ id: `sandbox_refund_${randomUUID()}`, status: 'processed' }),
    async verify(reference) {
      const row = await findSandboxCharge(db, reference);
      return row
        ? {
            status: row.status,
            reference: row.reference,
            amountKobo: row.amountKobo,
            currency: row.currency,
            feesKobo: 0,
            channel: row.channel,
            paidAt: row.paidAt,
          }
        : null;
    },
  };
}
