import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashing, type HashingQueue, type Place } from './hashing-queue.ts';
import { scryptOnThread } from './hashing-threads.ts';

// scrypt with a per-user salt (Node's own, no native dependency), at N=2^17, r=8, p=1: the cost
// recommended today for interactive sign-ins. One hash takes 128 MiB and well over half a second
// on a small server, which is what makes a stolen table slow to guess. Every hash and check takes
// its turn in one queue (hashing-queue.ts) and runs on a low-priority thread (hashing-threads.ts),
// so a burst of them neither slows the pages nor takes more memory than a few hashes need.
export const RECOMMENDED_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Node refuses scrypt above `maxmem`; its need is 128·N·r·p bytes, plus a little of its own.
const memoryFor = (n: number, r: number, p: number) => 128 * n * r * p + 16 * 1024 * 1024;
// A stored hash names its own cost; anything above this is not ours and is not tried.
const MAX_COST = 20;

let cost = RECOMMENDED_COST;

/**
 * Sets log2(N) for new hashes. Only the test suite lowers it (config refuses a lower cost outside
 * NODE_ENV=test), because it hashes hundreds of passwords and 2^17 would make it minutes slower.
 */
export function setPasswordCost(log2N: number): void {
  cost = log2N;
}

/**
 * One scrypt, in its turn in `lane` (the shop's queue, or the trusted devices' reserved one), on a
 * low-priority thread: a 429 HttpError when the lane is full.
 */
function derive(
  password: string,
  salt: Buffer,
  params: ScryptOptions,
  lane: HashingQueue,
  place?: Place,
): Promise<Buffer> {
  return lane.run(() => scryptOnThread(password.normalize('NFKC'), salt, KEY_LENGTH, params), place);
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(
  password: string,
  log2N = cost,
  lane: HashingQueue = passwordHashing,
): Promise<string> {
  const N = 2 ** log2N;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: memoryFor(N, R, P) }, lane);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashingQueue = passwordHashing,
  /** The waiting place the request holds in `lane` (HashingQueue.reserve), given up as it queues. */
  place?: Place,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !(params.N <= 2 ** MAX_COST)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { ...params, maxmem: memoryFor(params.N, params.r, params.p) },
    lane,
    place,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash at today's cost that no password matches (its key is random bytes), made without
 * hashing: checking a password against it costs what checking a real account's does.
 */
export function unmatchableHash(): string {
  const N = 2 ** cost;
  return [
    'scrypt',
    N,
    R,
    P,
    randomBytes(16).toString('base64'),
    randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$');
}

/** A hash made at a lower cost than today's is replaced at the next right password. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < 2 ** cost || Number(r) !== R || Number(p) !== P;
}
