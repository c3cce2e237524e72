import pg from 'pg';
import type { Database } from './client.ts';
import { pgConnectionOptions } from './pg-connection-options.ts';

/** What a listener is told: a notification, or that it is (again) connected or not. */
type ListenHandlers = {
  onNotify(): void;
  onUp(): void;
  onDown(error: Error): void;
};
/** Starts listening on `channel` until the returned stop is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => () => Promise<void>;

const listeners = new WeakMap<Database, Listen>();

/** The LISTEN of a database shared with other processes; undefined for PGlite (one process). */
export const listenOf = (db: Database): Listen | undefined => listeners.get(db);

export function registerListen(db: Database, listen: Listen): void {
  listeners.set(db, listen);
}

/**
 * The pause before reconnecting the listener after `failures` drops or failed attempts in a row:
 * 1 s, 2 s, 4 s … at most 15 s. A database that stays away is not knocked on every second by
 * every process, and nothing is missed meanwhile: the catalogue reads its change log each second
 * while the listener is down (catalog-change-feed.ts).
 */
export const listenRetryDelayMs = (failures: number) => Math.min(15_000, 1000 * 2 ** Math.min(failures, 4));

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it),
 * reconnecting by itself after it drops (a server restart, a terminated backend, a network cut),
 * with a pause that grows while the attempts keep failing and starts over once one succeeds.
 */
export function pgListen(connectionString: string, retryDelayMs = listenRetryDelayMs): Listen {
  return (channel, handlers) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let failures = 0;

    const down = (error: Error) => {
      if (stopped || !client) return;
      const lost = client;
      client = undefined;
      lost.removeAllListeners();
      lost.on('error', () => {}); // a late error of the dropped connection is not news
      void lost.end().catch(() => {});
      handlers.onDown(error);
      retry = setTimeout(() => void connect(), retryDelayMs(failures++));
    };

    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({
        connectionString,
        application_name: 'shop-catalog-listener',
        // A server that does not answer is given up on and tried again later, never waited on.
        ...pgConnectionOptions,
      });
      client = next;
      next.on('notification', () => handlers.onNotify());
      next.on('error', down);
      next.on('end', () => down(new Error('the listening connection ended')));
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (!stopped && client === next) {
          failures = 0;
          handlers.onUp();
        }
      } catch (error) {
        if (client === next) down(error as Error);
      }
    };

    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    };
  };
}
