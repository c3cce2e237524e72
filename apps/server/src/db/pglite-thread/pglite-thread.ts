import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

// PGlite on a worker thread, behind the part of PGlite's interface drizzle uses (query, exec,
// transaction), so a long statement (an admin's search, an ANALYZE) runs while the main thread
// keeps answering shoppers from memory. PGlite's own worker (`@electric-sql/pglite/worker`) is
// written for browsers' Web Workers, hence this small protocol (see pglite-worker.mjs).

type Message = { op: string; txId?: number; sql?: string; params?: unknown[] } & Record<string, unknown>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type PgliteThread = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/** Drizzle's options as data: the row shape and the type ids it wants left as text. */
function optionsData(options?: QueryOptions) {
  return { rowMode: options?.rowMode, rawTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/** An error from the worker, with PostgreSQL's fields (code, constraint, …) as PGlite gives them. */
function toError(data: { message: string; name?: string } & Record<string, unknown>): Error {
  const error = new Error(data.message);
  Object.assign(error, data);
  return error;
}

/**
 * Starts the worker on `dataDir` (or in memory, from `loadDataDir` when given) and resolves once
 * the database is ready. `upkeepMs`: how often it analyzes and vacuums (0: never).
 */
export async function startPgliteThread(opts: {
  dataDir: string | null;
  loadDataDir?: Blob;
  upkeepMs: number;
}): Promise<PgliteThread> {
  // A Blob does not survive the trip to a worker whole: its bytes are sent instead.
  const loadDataDir = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: opts.dataDir, loadDataDir, upkeepMs: opts.upkeepMs },
    transferList: loadDataDir ? [loadDataDir.buffer] : [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTx = 1;
  let failure: Error | undefined;
  worker.on('message', (answer: { id: number; result?: unknown; error?: { message: string } }) => {
    const call = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) call?.reject(toError(answer.error));
    else call?.resolve(answer.result);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code}).`)));

  const call = <T>(message: Message): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });

  const on = (txId: number | undefined) => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', txId, sql, params, ...optionsData(options) }),
    exec: (sql: string, options?: QueryOptions) =>
      call<Results[]>({ op: 'exec', txId, sql, ...optionsData(options) }),
  });

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const txId = nextTx++;
    await call({ op: 'begin', txId });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return call({ op: 'end', txId, commit });
    };
    const tx = {
      ...on(txId),
      sql: () => Promise.reject(new Error('not available on the database thread')),
      listen: () => Promise.reject(new Error('not available on the database thread')),
      rollback: () => end(false).then(() => undefined),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  };

  await call({ op: 'ready' });
  return {
    ...on(undefined),
    transaction,
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  } as PgliteThread;
}
