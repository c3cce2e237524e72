import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// scrypt on threads of our own (scrypt-thread.mjs) rather than Node's thread pool: each runs at a
// low priority, so a flood of hashes takes only the processor the pages leave over, and the pool
// stays free for files and compression. How many run at once is the queue's business
// (hashing-queue.ts); a thread is started when no idle one is there, and kept for the next hash.

/** Linux nice value of the hashing threads: the storefront's thread wins about 9 in 10 slices. */
const NICE = 10;
const THREAD_FILE = new URL('./scrypt-thread.mjs', import.meta.url);
const idle: Worker[] = [];

type Answer = { key?: Uint8Array; error?: string };

function startThread(): Worker {
  return new Worker(THREAD_FILE, { workerData: { nice: NICE } });
}

/** scrypt's derived key for `password`, computed on a low-priority thread. */
export function scryptOnThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: ScryptOptions,
): Promise<Buffer> {
  const thread = idle.pop() ?? startThread();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = (finish: () => void) => {
      thread.off('message', onAnswer);
      thread.off('error', onFailure);
      thread.off('exit', onExit);
      // An idle thread does not keep the process (or a test run) alive.
      thread.unref();
      finish();
    };
    const onAnswer = (answer: Answer) =>
      settle(() => {
        idle.push(thread);
        if (answer.key) resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
        else reject(new Error(`scrypt failed: ${answer.error}`));
      });
    // A thread that fails or stops is dropped; the next hash starts a new one.
    const onFailure = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`the scrypt thread stopped (${code})`)));
    thread.on('message', onAnswer);
    thread.on('error', onFailure);
    thread.on('exit', onExit);
    thread.ref();
    thread.postMessage({ password, salt, keyLength, params });
  });
}
