import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

// One checkout attempt = one Idempotency-Key: a double tap or a retried request sends the same
// key, so the server answers the same pending order and holds its stock once. A changed cart or
// form, or a cancelled popup, starts a new attempt with a new key. The attempt's pending reference
// is kept with it (in the browser, beside the cart), so a new attempt first cancels the shopper's
// own earlier unpaid checkout and its stock is free for her again.

type Attempt = { key: string; fingerprint: string; reference: string | null };

/** 32 random hex digits (getRandomValues works on plain http too, unlike randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A short digest of the request (cyrb53): equal requests, equal fingerprints; no details kept. */
function fingerprintOf(body: CheckoutRequest): string {
  const text = JSON.stringify(body);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readAttempt(): Attempt | null {
  try {
    const stored = JSON.parse(readStorage(storageKeys.checkoutAttempt) ?? 'null') as Attempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.fingerprint === 'string' ? stored : null;
  } catch {
    return null;
  }
}

const saveAttempt = (attempt: Attempt | null) =>
  writeStorage(storageKeys.checkoutAttempt, attempt && JSON.stringify(attempt));

/**
 * The key to send with this request. The same request as the attempt in hand keeps its key;
 * anything else is a new attempt, answered with the earlier attempt's unpaid reference to cancel.
 */
export function attemptFor(body: CheckoutRequest): { key: string; earlierReference: string | null } {
  const fingerprint = fingerprintOf(body);
  const current = readAttempt();
  if (current?.fingerprint === fingerprint) return { key: current.key, earlierReference: null };
  const key = newKey();
  saveAttempt({ key, fingerprint, reference: null });
  return { key, earlierReference: current?.reference ?? null };
}

/** The server opened (or answered again) the attempt's pending order. */
export function attemptStarted(key: string, reference: string) {
  const current = readAttempt();
  if (current?.key === key) saveAttempt({ ...current, reference });
}

/** Paid, cancelled or refused: the next press is a new attempt with a new key. */
export function attemptEnded() {
  saveAttempt(null);
}
