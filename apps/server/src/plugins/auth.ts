import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import { findSession } from '../modules/auth/sessions.repository.ts';
import type { SessionUserRow } from '../modules/auth/sessions.ts';
import { forbidden, unauthorized } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid bearer token, or null. Never taken from the body. */
    user: SessionUserRow | null;
  }
}

/** Reads `Authorization: Bearer <token>` on every request; a bad or expired token is no user. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  // A plain callback: a request without a token (every shopper's catalogue read) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return done();
    findSession(app.db, token).then((user) => {
      request.user = user ?? null;
      done();
    }, done);
  });
}

/** For handlers: the signed-in user, or a 401 that the page turns into a sign-in. */
export function requireUser(request: FastifyRequest): SessionUserRow {
  if (!request.user) throw unauthorized(messages.auth.unauthenticated);
  return request.user;
}

/** 401 without a valid session, 403 with a session whose role is user. */
export function requireAdmin(request: FastifyRequest): SessionUserRow {
  const user = requireUser(request);
  if (!isAdminRole(user.role)) throw forbidden(messages.auth.forbidden);
  return user;
}
