import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError } from '../http-error.ts';
import { databaseAway } from './database-away.ts';

/**
 * One place turns thrown errors into answers: a 4xx keeps its message (and `error`, which the
 * pages read on a failure too), a database out of reach is a 503 to retry (database-away.ts), any
 * other 5xx is logged and hidden behind a plain sentence.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (isDatabaseUnavailable(error)) {
      // Not this request's fault nor a bug: the database is away for now (one line, no stack).
      request.log.warn({ reason: error.message }, 'database unavailable; answered 503');
      return sendHttpError(reply, databaseAway(request));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = issue?.message ?? 'Invalid request';
      return reply.status(400).send({ message, error: message, field });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: error.message, error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', error: 'Internal error' });
  });
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .status(error.statusCode)
    .send({ message: error.message, error: error.message, ...error.extra });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = `No such endpoint: ${request.method} ${request.url.split('?')[0]}`;
  return reply.status(404).send({ message, error: message });
}
