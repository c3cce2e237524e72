import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

// PGlite on a worker thread, behind the part of PGlite's interface drizzle uses (query, exec,
// transaction), so a long statement (an admin's search, an ANALYZE) runs while the main thread
// keeps answering shoppers from memory. PGlite's own worker (`@electric-sql/pglite/worker`) is
// written for browsers' Web Workers, hence this small protocol (see pglite-worker.mjs).

type Message = { op: string; txId?: number; sql?: string; params?: unknown[]; begin?: boolean } & Record<
  string,
  unknown
>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

type PgliteThread = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/** What the thread opens: a data folder, or memory (from `loadDataDir` when given). */
type PgliteOpening = {
  dataDir: string | null;
  loadDataDir?: Blob;
  /** How often it analyzes and vacuums (0: never). */
  upkeepMs: number;
};

/** A thread whose database opens later (`open`); calls made before then wait for it. */
export type UnopenedPgliteThread = PgliteThread & { open(opts: PgliteOpening): Promise<void> };

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
 * The thread with PGlite's code loading and no database yet. A spare worker starts it ahead and
 * opens the data folder only when it takes over (decision 24).
 */
export function createPgliteThread(): UnopenedPgliteThread {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
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

  const call = <T>(message: Message, transfer: ArrayBuffer[] = []): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id }, transfer);
    });

  /**
   * Statements on the database, or in the transaction `txId`. A transaction's BEGIN goes with its
   * first statement (`begin`), not in a message of its own: PGlite has one connection, so from
   * BEGIN on the whole database waits for this thread's every next message, and on a busy main
   * thread each answer waits its turn (bench/README.md, "Where a flash sale's time goes").
   */
  const on = (txId: number | undefined, first?: () => boolean) => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', txId, begin: first?.(), sql, params, ...optionsData(options) }),
    exec: (sql: string, options?: QueryOptions) =>
      call<Results[]>({ op: 'exec', txId, begin: first?.(), sql, ...optionsData(options) }),
  });

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const txId = nextTx++;
    let begun = false;
    const first = () => !begun && (begun = true);
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      // Nothing was sent, so nothing was opened: there is nothing to end.
      if (begun) await call({ op: 'end', txId, commit });
    };
    const tx = {
      ...on(txId, first),
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

  return {
    ...on(undefined),
    transaction,
    open: async ({ dataDir, loadDataDir, upkeepMs }: PgliteOpening) => {
      // A Blob does not survive the trip to a worker whole: its bytes are sent instead.
      const bytes = loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined;
      await call({ op: 'open', dataDir, loadDataDir: bytes, upkeepMs }, bytes ? [bytes.buffer] : []);
    },
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  } as UnopenedPgliteThread;
}
