/**
 * Errors that mean "the database is away" rather than "this request is wrong": the server shut
 * down or restarted, an admin terminated our connection, the network dropped it, or no new
 * connection can be made right now. Such a failure is temporary: the pool makes new connections
 * once the server is back, so a request may be retried in a few seconds (503 with Retry-After).
 */

/** PostgreSQL's SQLSTATEs of a lost or refused connection. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast or smart stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** Node's socket errors when the server cannot be reached or the connection breaks. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's own sentences for a connection that ended or could not be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * True when `error`, or an error it wraps (drizzle's query error keeps the driver's as `cause`;
 * a connection to `localhost` tried on two addresses fails as an AggregateError), says the
 * database cannot be reached right now.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as ErrorLike;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
