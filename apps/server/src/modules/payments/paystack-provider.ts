import { newPaymentReference } from './payment-reference.ts';
import { PaymentProviderError } from './payment-provider-error.ts';
import { REFUND_STATUSES, type RefundStatus } from '@shop/shared/orders/payment-methods';
import type { PaymentProvider, PendingPayment, RefundAnswer, Verification } from './payment-provider.ts';

// Paystack's HTTP API: initialise a transaction for the server's pending order, and verify by
// reference. The base URL is configurable so tests use a local stand-in.

type Keys = { baseUrl: string; publicKey: string; secretKey: string; timeoutMs?: number };
type Answer<T> = { status?: boolean; message?: string; data?: T };
type VerifyData = {
  status?: string;
  reference?: string;
  amount?: number;
  requested_amount?: number;
  currency?: string;
  fees?: number | null;
  channel?: string | null;
  gateway_response?: string | null;
  paid_at?: string | null;
};

type RefundData = { id?: number | string; status?: string };

const DEFAULT_TIMEOUT_MS = 15_000;

/** Paystack's refund states; anything else it may add reads as still pending. */
const refundStatusOf = (status: unknown): RefundStatus =>
  (REFUND_STATUSES as readonly unknown[]).includes(status) ? (status as RefundStatus) : 'pending';

export function paystackProvider(keys: Keys): PaymentProvider {
  const base = keys.baseUrl.replace(/\/+$/, '');
  const timeoutMs = keys.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call; a timeout, a refused connection or a body that is not JSON is an outage. */
  const call = async <T>(path: string, init: RequestInit = {}) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Authorization: `Bearer ${keys.secretKey}`, 'Content-Type': 'application/json' },
      });
      text = await response.text();
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs} ms`
          : String(error);
      throw new PaymentProviderError(`Paystack did not answer ${path}: ${why}`);
    }
    let body: Answer<T>;
    try {
      body = JSON.parse(text) as Answer<T>;
    } catch {
      throw new PaymentProviderError(`Paystack answered ${path} with ${response.status} and no JSON`);
    }
    return { ok: response.ok && body.status === true, httpStatus: response.status, body };
  };

  return {
    name: 'paystack',
    publicKey: keys.publicKey,
    newReference: (now) => newPaymentReference('paystack', now),
    async initialize(payment: PendingPayment) {
      const { ok, httpStatus, body } = await call<{ access_code?: string }>('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: payment.email,
          amount: payment.amountKobo,
          currency: 'NGN',
          reference: payment.reference,
          channels: payment.channels,
          // The popup sends bearer "account": the shop, not a subaccount, bears the fees.
          bearer: 'account',
          metadata: payment.metadata,
        }),
      });
      const accessCode = body.data?.access_code;
      if (!ok || typeof accessCode !== 'string') {
        throw new PaymentProviderError(
          `Paystack refused to initialise ${payment.reference} (${httpStatus}): ${body.message ?? 'no access code'}`,
        );
      }
      return { accessCode };
    },
    async refund(reference: string, amountKobo: number): Promise<RefundAnswer> {
      // Answered "Refund has been queued for processing"; the refund.* webhooks say what follows.
      const { ok, httpStatus, body } = await call<RefundData>('/refund', {
        method: 'POST',
        body: JSON.stringify({ transaction: reference, amount: amountKobo, currency: 'NGN' }),
      });
      const id = body.data?.id;
      if (!ok || (typeof id !== 'number' && typeof id !== 'string')) {
        throw new PaymentProviderError(
          `Paystack refused to refund ${reference} (${httpStatus}): ${body.message ?? 'no refund id'}`,
        );
      }
      return { id: String(id), status: refundStatusOf(body.data?.status) };
    },
    async verify(reference: string): Promise<Verification | null> {
      const { ok, httpStatus, body } = await call<VerifyData>(
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // 404 is Paystack's answer for a reference it never saw: not paid. Any other refusal (400
      // "Invalid key", 5xx) says nothing about the payment and must not be read as "not paid".
      if (httpStatus === 404) return null;
      if (!ok || !body.data) {
        throw new PaymentProviderError(
          `Paystack could not verify ${reference} (${httpStatus}): ${body.message ?? 'no data'}`,
        );
      }
      const data = body.data;
      const paidAt = data.paid_at ? new Date(data.paid_at) : null;
      return {
        status: String(data.status ?? ''),
        reference: String(data.reference ?? ''),
        // With fees passed to the customer `amount` is the order plus fees; what was asked for
        // is `requested_amount` (absent from older answers, where `amount` is the order's).
        amountKobo: Number(data.requested_amount ?? data.amount),
        currency: String(data.currency ?? ''),
        feesKobo: typeof data.fees === 'number' ? data.fees : null,
        channel: data.channel ?? null,
        gatewayResponse: data.gateway_response ?? null,
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
      };
    },
  };
}
