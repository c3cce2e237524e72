import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paystackProvider } from './paystack-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

const paystackConfigured = (config: Config) => !!(config.PAYSTACK_PUBLIC_KEY && config.PAYSTACK_SECRET_KEY);

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

function assertSandboxAllowed(config: Config) {
  if (config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'Refusing the SANDBOX payment provider in production: no card would really be charged. ' +
        'Set PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY, or ALLOW_SANDBOX_PAYMENTS=1 for a demo.',
    );
  }
}
