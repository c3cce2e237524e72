import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@shop/shared/messages';
import { HttpError } from '../http-error.ts';

/**
 * Seconds a client is asked to wait before trying again while the database is away: about what a
 * PostgreSQL restart, a failover or a supervised worker's return takes (decision 24).
 */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The checkout's own calls: the shopper reads the product description's words for an order that failed. */
function isCheckoutCall(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return (
    request.method === 'POST' && (route.startsWith('/api/order/checkout') || route === '/api/order/orders')
  );
}

/**
 * The answer while the database cannot be reached (db/database-unavailable.ts): 503 with
 * Retry-After and a plain sentence, never a 500. A transaction cut short rolls back whole, and
 * the money paths are idempotent, so the client may simply ask again.
 */
export function databaseAway(request: FastifyRequest): HttpError {
  const message = isCheckoutCall(request) ? messages.checkout.orderFailed : messages.brieflyUnavailable;
  return new HttpError(503, message, {}, DATABASE_RETRY_AFTER_SECONDS);
}

/** For the health checks, which answer in their own shape: the same Retry-After. */
export const askToRetryLater = (reply: FastifyReply) =>
  reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
