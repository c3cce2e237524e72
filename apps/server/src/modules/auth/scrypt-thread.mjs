// One thread that runs scrypt, one hash at a time, at a low priority (hashing-threads.ts starts
// it). Plain JavaScript, as the PGlite thread is, so it loads the same under tsx, vitest and node.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// On Linux a nice value belongs to one thread, so only this thread gives way: whenever a page is
// being answered (or anything else on the machine runs), it gets the processor first, and hashes
// take the time left over. Elsewhere the call would lower the whole process, so it is skipped.
if (process.platform === 'linux') {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // Not permitted here: hash at the normal priority.
  }
}

parentPort.on('message', ({ password, salt, keyLength, params }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, params) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
