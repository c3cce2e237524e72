import { createHash } from 'node:crypto';
import { isIdempotencyKey } from '@shop/shared/checkout/idempotency-key';
import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { badRequest } from '../../http-error.ts';
import type { OrderRow } from '../payments/settlement.repository.ts';

// A checkout attempt's Idempotency-Key: the same key answers the same pending order while it
// holds; a key is never moved to another cart or form.

/** The header's key, null when it is absent; anything but one well-formed key is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !isIdempotencyKey(header))
    throw badRequest(messages.checkout.idempotencyKeyInvalid);
  return header;
}

/**
 * What was asked with the key, as a digest: the cart's lines, the form and the transport as sent,
 * and who asked (a session's user). A repeat must match it exactly to be answered the same order.
 */
export function requestDigest(body: CheckoutRequest, userId: string | null): string {
  const d = body.delivery;
  const asked = {
    userId,
    items: body.items.map((i) => [i.productId, i.colorId ?? null, i.quantity]),
    delivery: [d.name, d.email, d.address, d.state, d.city, d.phoneNumber].map((v) => v ?? null),
    transportOption: body.transportOption ?? null,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

export type KeyVerdict = 'replay' | 'reused' | 'paid' | 'stale';

/**
 * What an earlier order with the same key means for this request: `replay` (answer it again: it
 * is pending and its hold is live), `reused` (another cart or form: refused), `paid` (refused:
 * a key never opens a second order after a payment) or `stale` (its time is over or it was
 * cancelled: the key is taken from it and a new checkout is made).
 */
export function keyVerdict(
  earlier: Pick<OrderRow, 'requestDigest' | 'status' | 'holdExpiresAt' | 'createdAt'>,
  digest: string,
  holdMinutes: number,
  now = new Date(),
): KeyVerdict {
  if (earlier.requestDigest !== digest) return 'reused';
  if (earlier.status !== 'pending' && earlier.status !== 'expired') return 'paid';
  const liveUntil = earlier.holdExpiresAt ?? new Date(earlier.createdAt.getTime() + holdMinutes * 60_000);
  return earlier.status === 'pending' && liveUntil > now ? 'replay' : 'stale';
}
