const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// After the 1st, 2nd, 3rd… failed attempt: a blip is retried soon, an outage is not hammered.
const DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR];

/** A message still failing this long after it was recorded is given up (and logged loudly). */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/** The wait before the next attempt, after `attempts` attempts (1 or more) have been made. */
export function retryDelayMs(attempts: number): number {
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1]!;
}
