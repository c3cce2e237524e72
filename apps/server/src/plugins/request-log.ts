import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { PAGE_RENDER_HEADER, pageRenderKey } from '../modules/page-render/page-renderer.ts';

// Pictures and the app's static files that answered fine: under load they are most of the
// traffic and say nothing, so they are logged at debug.
const QUIET_PATH = /^\/(api\/images\/|assets\/|media\/|favicon\.(?:svg|ico)|placeholder-product\.jpg)/;

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
    // A page rendered on the server calls the API in-process: the page's own line says enough.
    const quiet =
      reply.statusCode < 400 &&
      (QUIET_PATH.test(request.url) || request.headers[PAGE_RENDER_HEADER] === pageRenderKey);
    reply.log[quiet ? 'debug' : 'info'](line, 'request');
  }
}
