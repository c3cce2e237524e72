// The Idempotency-Key header of POST /api/order/checkout: one per checkout attempt, so a double
// tap or a retried request answers the same pending order instead of holding the stock twice.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 16 to 100 letters, digits, '-' or '_': a UUID or random base64url; short keys would collide. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const isIdempotencyKey = (value: string) => IDEMPOTENCY_KEY_PATTERN.test(value);
