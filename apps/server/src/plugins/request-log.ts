import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// Pictures and the app's static files that answered fine: under load they are most of the
// traffic and say nothing, so they are logged at debug.
const QUIET_PATH = /^\/(api\/images\/|assets\/|media\/|favicon\.svg|placeholder-product\.jpg)/;

/**
 * One JSON log line per request, written when the answer is complete: Fastify's default writes
 * two ("incoming request" and "request completed"), which doubled the logs of a load test. The
 * line carries the request id Fastify binds to every request's logger.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) return reply.log.error({ ...line, err: error }, 'request errored');
    const quiet = reply.statusCode < 400 && QUIET_PATH.test(request.url);
    reply.log[quiet ? 'debug' : 'info'](line, 'request');
  }
}
