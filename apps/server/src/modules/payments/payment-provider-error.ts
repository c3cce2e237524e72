/**
 * The provider could not answer: a refused key, an outage, a timeout. The operator must act; the
 * order is neither paid nor refused, and is asked about again later.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
