import type { RefundStatus } from '@shop/shared/orders/payment-methods';

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
  /** The channels the shop accepts (its settings); Paystack's popup offers only these. */
  channels: readonly string[];
};

/** The provider took a refund: its id (what the refund.* webhooks name) and its first state. */
export type RefundAnswer = { id: string; status: RefundStatus };

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publicKey: string;
  /** Opens the provider's transaction for a pending order; Paystack answers an access code. */
  initialize(payment: PendingPayment): Promise<{ accessCode: string | null }>;
  verify(reference: string): Promise<Verification | null>;
  /**
   * Gives `amountKobo` of the transaction `reference` back to the payer. Throws
   * PaymentProviderError when the provider refuses or does not answer (nothing was refunded).
   */
  refund(reference: string, amountKobo: number): Promise<RefundAnswer>;
  /** A new unique reference in the form this provider accepts. */
  newReference(now?: number): string;
}
