/**
 * How every connection to a PostgreSQL server is made, pooled or listening. A server that does
 * not answer at all (a network cut, not a refusal) fails the attempt after 10 s instead of holding
 * a request, or the listener, forever; for the pool it is also how long a request may wait for a
 * free connection. Keep-alive probes notice a connection whose server vanished without a word (a
 * failover, a cut cable), which would otherwise look idle and healthy.
 */
export const pgConnectionOptions = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;
