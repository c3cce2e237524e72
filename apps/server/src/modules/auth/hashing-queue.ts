import { availableParallelism } from 'node:os';
import { messages } from '@shop/shared/messages';
import { HttpError } from '../../http-error.ts';

// One scrypt at the shop's cost takes 128 MiB and a core for a few hundred milliseconds. Left
// alone, a burst of sign-ins or resets fills every core and as much memory as it likes, and every
// page waits seconds behind it. So hashes take turns here: at most `concurrency` run at once (on
// low-priority threads, hashing-threads.ts), a few more wait briefly, the rest are refused at once
// with a 429 and a Retry-After, which costs nothing.

export type HashingLimits = {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a hash waits for its turn before it is refused. */
  maxWaitMs: number;
};

/** Hashes at once in one process, whatever the cores: 128 MiB each. */
const MAX_CONCURRENCY = 4;
const WAITING_PER_SLOT = 8;
const MAX_WAIT_MS = 3000;
const TRUSTED_WAITING = 4;

/**
 * The machine's cores shared by the shop's processes (`WEB_CONCURRENCY`), at least one each, so
 * all of them together hash on at most as many threads as there are cores; and at most
 * MAX_CONCURRENCY in one process, for memory.
 */
export function hashingLimitsFor(processes: number, cores = availableParallelism()): HashingLimits {
  const concurrency = Math.max(1, Math.min(Math.floor(cores / processes), MAX_CONCURRENCY));
  return { concurrency, maxWaiting: WAITING_PER_SLOT * concurrency, maxWaitMs: MAX_WAIT_MS };
}

type Waiter = { start: () => void; refuse: () => void; timer: NodeJS.Timeout };

/** A waiting place held from the busy check until the request's hash takes it (or it ends). */
export type Place = { queue: HashingQueue; release: () => void };

export class HashingQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Places promised by `reserve` to requests still reading the database before their hash. */
  private reserved = 0;
  /** Recent time of one hash, for the Retry-After of a refusal. */
  private typicalMs = 500;
  /** Since the start: hashes begun and hashes refused (tests and the bench read them). */
  readonly counts = { started: 0, refused: 0 };

  constructor(private limits: HashingLimits) {}

  configure(limits: HashingLimits): void {
    this.limits = limits;
    // More turns than before: waiters take them at once.
    while (this.waiting.length > 0 && this.running < limits.concurrency) {
      this.running++;
      this.waiting.shift()!.start();
    }
  }

  get busy() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `job` when a turn is free; a 429 HttpError when none comes soon enough. */
  async run<T>(job: () => Promise<T>, place?: Place): Promise<T> {
    // The place held for this hash is given up as it queues: it becomes its turn or its wait.
    place?.release();
    await this.turn();
    this.counts.started++;
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.typicalMs = 0.8 * this.typicalMs + 0.2 * (performance.now() - started);
      this.handOver();
    }
  }

  /**
   * Throws the busy 429 at once when a hash asked for now would be refused. A request that will
   * need a hash calls it before its other work (its database reads and limit counts), so a flood
   * the queue turns away costs next to nothing; it is asked before anything about an account is
   * looked up, so the answer tells nothing about who has one.
   */
  refuseWhenFull(): void {
    if (this.full()) throw this.refusal();
  }

  /**
   * Like `refuseWhenFull`, and holds a waiting place until the request's hash queues (`run` with
   * it) or `release`: a sign-in reads and counts in the database before it hashes, and without
   * the place every request arriving in that time would pass the check, do its database work and
   * only then be refused. With it, a flood gets no further than the queue's own size; the rest
   * are refused before they cost the database anything (and slow no one else's sign-in there).
   */
  reserve(): Place {
    this.refuseWhenFull();
    this.reserved++;
    let held = true;
    return {
      queue: this,
      release: () => {
        if (held) this.reserved--;
        held = false;
      },
    };
  }

  private full(): boolean {
    return (
      this.running >= this.limits.concurrency && this.waiting.length + this.reserved >= this.limits.maxWaiting
    );
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.full()) return Promise.reject(this.refusal());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        refuse: () => reject(this.refusal()),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          waiter.refuse();
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** A finished hash passes its turn to the longest waiter, or frees it. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }

  private refusal(): HttpError {
    this.counts.refused++;
    // Long enough for the hashes ahead of a newcomer to finish.
    const queued = this.running + this.waiting.length;
    const seconds = Math.ceil(((queued / this.limits.concurrency) * this.typicalMs) / 1000);
    return new HttpError(429, messages.auth.busy, {}, Math.max(1, seconds));
  }
}

/** The process's queue for every password, code and dummy hash (password.ts), but one lane's. */
export const passwordHashing = new HashingQueue(hashingLimitsFor(1));

/**
 * The reserved lane: sign-ins carrying a device cookie of the account they name (trusted-device.ts)
 * hash here, so a flood of other sign-ins filling the queue above cannot keep a returning customer
 * out. One more hash at a time at most, and few waiting: a lane for owners, not for traffic.
 */
export const trustedDeviceHashing = new HashingQueue({
  concurrency: 1,
  maxWaiting: TRUSTED_WAITING,
  maxWaitMs: MAX_WAIT_MS,
});
