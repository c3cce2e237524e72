import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { paystackProvider } from './paystack-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

export type ProviderName = 'paystack' | 'sandbox';

/**
 * What a provider says about a reference; null when it has no such transaction. `amountKobo` is
 * what the transaction asked for (Paystack's `requested_amount`): when the shop passes fees to the
 * customer, the amount charged is that plus `feesKobo`.
 */
export type Verification = {
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  feesKobo?: number | null;
  channel?: string | null;
  gatewayResponse?: string | null;
  paidAt?: Date | null;
};

export type PendingPayment = {
  reference: string;
  amountKobo: number;
  email: string;
  metadata: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publicKey: string;
  /** Opens the provider's transaction for a pending order; Paystack answers an access code. */
  initialize(payment: PendingPayment): Promise<{ accessCode: string | null }>;
  verify(reference: string): Promise<Verification | null>;
  /** A new unique reference in the form this provider accepts. */
  newReference(now?: number): string;
}

export const paystackConfigured = (config: Config) =>
  !!(config.PAYSTACK_PUBLIC_KEY && config.PAYSTACK_SECRET_KEY);

/** Paystack when both keys are set, otherwise the sandbox (never in production unless allowed). */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (paystackConfigured(config)) {
    return paystackProvider({
      baseUrl: config.PAYSTACK_BASE_URL,
      publicKey: config.PAYSTACK_PUBLIC_KEY!,
      secretKey: config.PAYSTACK_SECRET_KEY!,
      timeoutMs: config.PAYSTACK_TIMEOUT_MS,
    });
  }
  assertSandboxAllowed(config);
  return sandboxProvider(db);
}

export function assertSandboxAllowed(config: Config) {
  if (config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_PAYMENTS && !paystackConfigured(config)) {
    throw new Error(
      'Refusing the SANDBOX payment provider in production: no card would really be charged. ' +
        'Set PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY, or ALLOW_SANDBOX_PAYMENTS=1 for a demo.',
    );
  }
}
