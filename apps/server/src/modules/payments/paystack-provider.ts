import type { PaymentProvider, PendingPayment, Verification } from './payment-provider.ts';

// Paystack's HTTP API (reference/paystack.md): initialise a transaction for the server's pending
// order, and verify by reference. The base URL is configurable so tests use a local stand-in.

type Keys = { baseUrl: string; publicKey: string; secretKey: string };
type Answer<T> = { status?: boolean; message?: string; data?: T };

const TIMEOUT_MS = 15_000;

export function paystackProvider(keys: Keys): PaymentProvider {
  const base = keys.baseUrl.replace(/\/+$/, '');
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Authorization: `Bearer ${keys.secretKey}`, 'Content-Type': 'application/json' },
    });
    const body = (await response.json().catch(() => ({}))) as Answer<T>;
    return { ok: response.ok && body.status === true, httpStatus: response.status, body };
  };

  return {
    name: 'paystack',
    publicKey: keys.publicKey,
    async initialize(payment: PendingPayment) {
      const { ok, body } = await call<{ access_code?: string }>('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: payment.email,
          amount: payment.amountKobo,
          currency: 'NGN',
          reference: payment.reference,
          channels: ['card'],
          // The spec's popup sends bearer "account": the shop, not a subaccount, bears the fees.
          bearer: 'account',
          metadata: payment.metadata,
        }),
      });
      const accessCode = body.data?.access_code;
      if (!ok || typeof accessCode !== 'string') {
        throw new Error(
          `Paystack refused to initialise ${payment.reference}: ${body.message ?? 'no access code'}`,
        );
      }
      return { accessCode };
    },
    async verify(reference: string): Promise<Verification | null> {
      const { ok, httpStatus, body } = await call<{
        status?: string;
        reference?: string;
        amount?: number;
        currency?: string;
      }>(`/transaction/verify/${encodeURIComponent(reference)}`);
      if (httpStatus === 404 || (!ok && httpStatus === 400)) return null;
      if (!ok || !body.data)
        throw new Error(`Paystack verification failed (${httpStatus}): ${body.message ?? ''}`);
      return {
        status: String(body.data.status ?? ''),
        reference: String(body.data.reference ?? ''),
        amountKobo: Number(body.data.amount),
        currency: String(body.data.currency ?? ''),
      };
    },
  };
}
