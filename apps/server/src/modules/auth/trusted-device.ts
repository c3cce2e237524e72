import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { countAttempt, forgetKey } from '../rate-limit/rate-limit.repository.ts';
import { MINUTE } from '../rate-limit/rate-limit.ts';
import type { DeviceCookie } from './device-cookie.ts';

// A sign-in carrying this browser's device cookie for the account it names is the owner coming
// back (docs/decisions/0042-sign-in-device-cookie.md). It skips the untrusted limits (per address,
// per account and address, the account's pause and cap) that a flood from many addresses fills,
// and is held by a limit of its own instead: the cookie's failures. A cookie that failed
// RATE_LOGIN_PER_DEVICE times in 15 minutes is trusted no more until the window ends, so a stolen
// one gives a guesser no more tries than an unknown browser gets.

const DEVICE_WINDOW = 15 * MINUTE;

const deviceKey = (device: DeviceCookie) => `login-device:${device.nonce}`;

/**
 * Counts this attempt on the cookie before its password is checked (so parallel guesses cannot
 * slip past), and says whether it may still take the trusted lane.
 */
export async function admitTrustedDevice(
  { db, config }: { db: Database; config: Config },
  device: DeviceCookie,
): Promise<boolean> {
  const counted = await countAttempt(db, deviceKey(device), DEVICE_WINDOW);
  return counted.count <= config.RATE_LOGIN_PER_DEVICE;
}

/** The right password: the cookie's failures start afresh. */
export const trustedDeviceSucceeded = (db: Database, device: DeviceCookie) =>
  forgetKey(db, deviceKey(device));
