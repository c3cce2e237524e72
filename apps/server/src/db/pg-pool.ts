import pg from 'pg';
import { pgConnectionOptions } from './pg-connection-options.ts';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out connections are given back the moment they die. drizzle-orm's
 * transaction (0.45) sends BEGIN before its try/finally, so a connection cut at that instant (a
 * terminated backend, a server restart) was never released: after `max` such cuts every request
 * waited for a connection that never came, and the shop stayed down after the database was back.
 * A dead checked-out connection always emits 'error'; it is released then (the pool discards it),
 * and the borrower's own later release does nothing.
 */
class ReleasingPool extends pg.Pool {
  /** Connections are opened only once this resolves (a spare worker's pool waits to serve). */
  opened: Promise<void> = Promise.resolve();

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // With a callback it is the pool's own query(), which releases on error by itself.
    if (callback) {
      void this.opened.then(() => super.connect(callback));
      return;
    }
    return this.opened.then(() => super.connect()).then(releaseWhenDead);
  }
}

function releaseWhenDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.once('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/**
 * The shop's connections to a PostgreSQL server. Every way a connection can fail is handled, so
 * none becomes an unhandled 'error' event that would stop the process; each request on a dead
 * connection fails alone, and the pool opens new connections once the server answers again.
 */
export function createPgPool(
  connectionString: string,
  onIdleError?: (error: Error) => void,
  opened?: Promise<void>,
): pg.Pool {
  const pool = new ReleasingPool({ connectionString, max: 10, ...pgConnectionOptions });
  if (opened) pool.opened = opened;
  // An idle connection the server drops (a restart, a failover, an admin's terminate) is an
  // 'error' event on the pool; the pool discards that client and opens another when needed.
  pool.on('error', (error) => onIdleError?.(error));
  // A connection checked out of the pool (a transaction between two statements, a migration)
  // has no pool listener while it is out: without this one its 'error' would be unhandled. The
  // request using it fails alone: its next statement rejects, and the client is released above.
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  return pool;
}

const ignoreCheckedOutError = () => {};
