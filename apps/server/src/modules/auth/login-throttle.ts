import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { consumeLimit, HOUR, MINUTE, tooManyRequests } from '../rate-limit/rate-limit.ts';
import {
  countAttempt,
  countUnlessPaused,
  forgetKey,
  readCounter,
  uncountAttempt,
  type Pause,
} from '../rate-limit/rate-limit.repository.ts';

// Who may try a password, decided before it is checked (docs/decisions/0005-sign-in-limits.md).
// Every attempt is counted up front, atomically, and given back when the password was right, so
// parallel guesses cannot slip past a limit while their passwords are being hashed. An account is
// counted once whichever of its names is typed (username or e-mail, any case); a name that names
// nobody is counted on its own, through the same counters, pauses and answers, so a 429 tells
// nothing about who has an account.

type Deps = { db: Database; config: Config };

const PER_IP_WINDOW = 15 * MINUTE;
const PER_PAIR_WINDOW = 15 * MINUTE;
const PER_NAME_WINDOW = HOUR;
/** An address that signed in to a name is remembered this long; see `admitSignIn`. */
const KNOWN_ADDRESS_WINDOW = 30 * 24 * HOUR;
const MAX_PAUSE_SECONDS = HOUR / 1000;

type SignInKeys = { ip: string; pair: string; name: string; known: string };

/**
 * Whose allowance an attempt spends: the account the typed name names, or else the typed name,
 * lower-cased. The prefixes keep the two apart (no typed name can pass for an account's id).
 */
export function signInSubject(login: string, account: { id: string } | undefined): string {
  return account ? `account:${account.id}` : `name:${login.toLowerCase()}`;
}

function signInKeys(subject: string, ip: string): SignInKeys {
  // The address goes first: it never holds a space, so "ip subject" cannot be read two ways.
  return {
    ip: `login-ip:${ip}`,
    pair: `login-pair:${ip} ${subject}`,
    name: `login-name:${subject}`,
    known: `login-known:${ip} ${subject}`,
  };
}

/**
 * The pause on one name: the first tenth of the hourly cap is free (typos), then each further
 * tenth doubles the wait after every failure: 1 s, 2 s, 4 s … 256 s with the default cap of 100;
 * at the cap the name waits for the hour to end.
 */
function namePause(config: Config): Pause {
  const step = Math.max(1, Math.floor(config.RATE_LOGIN_PER_ACCOUNT / 10));
  return { max: config.RATE_LOGIN_PER_ACCOUNT, free: step, step, maxSeconds: MAX_PAUSE_SECONDS };
}

export type Admission = { keys: SignInKeys; countedOnName: boolean };

/**
 * Counts the attempt on the address, the (subject, address) pair and the subject (`signInSubject`);
 * 429 when any is spent.
 */
export async function admitSignIn({ db, config }: Deps, subject: string, ip: string): Promise<Admission> {
  const keys = signInKeys(subject, ip);
  await consumeLimit(db, { key: keys.ip, max: config.RATE_LOGIN_PER_IP, windowMs: PER_IP_WINDOW });
  await consumeLimit(db, {
    key: keys.pair,
    max: config.RATE_LOGIN_PER_ACCOUNT_IP,
    windowMs: PER_PAIR_WINDOW,
  });
  if (await countUnlessPaused(db, keys.name, PER_NAME_WINDOW, namePause(config))) {
    return { keys, countedOnName: true };
  }
  // A guess spread over many addresses has paused the name. An address that signed in to it
  // before is still heard (its own pair limit still holds): the owner is not locked out at home.
  if (await readCounter(db, keys.known)) return { keys, countedOnName: false };
  const name = await readCounter(db, keys.name);
  const spent = name && name.count >= config.RATE_LOGIN_PER_ACCOUNT;
  throw tooManyRequests(spent ? name.windowSecondsLeft : (name?.pauseSecondsLeft ?? 1));
}

/** The right password: this pair starts afresh, the attempt is given back, the address is known. */
export async function signInSucceeded({ db }: Pick<Deps, 'db'>, { keys, countedOnName }: Admission) {
  await forgetKey(db, keys.pair);
  await uncountAttempt(db, keys.ip);
  if (countedOnName) await uncountAttempt(db, keys.name);
  await countAttempt(db, keys.known, KNOWN_ADDRESS_WINDOW);
}
