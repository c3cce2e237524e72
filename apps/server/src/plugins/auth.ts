import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { findSession } from '../modules/auth/sessions.repository.ts';
import type { SessionUserRow } from '../modules/auth/sessions.ts';
import { forbidden, unauthorized } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid bearer token, or null. Never taken from the body. */
    user: SessionUserRow | null;
    /** Why a token's session could not be read (the database was away), when it could not. */
    sessionUnread: unknown;
  }
}

/** Reads `Authorization: Bearer <token>` on every request; a bad or expired token is no user. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionUnread', null);
  // A plain callback: a request without a token (every shopper's catalogue read) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return done();
    findSession(app.db, token).then(
      (user) => {
        request.user = user ?? null;
        done();
      },
      (error: Error) => {
        // The database is away: a signed-in shopper's read (the catalogue, a page's data) goes on
        // as a guest's and is answered from memory; a route that needs the user fails as the
        // lookup did (503, see requireUser), and a write never runs under the wrong identity.
        if ((request.method === 'GET' || request.method === 'HEAD') && isDatabaseUnavailable(error)) {
          request.sessionUnread = error;
          return done();
        }
        done(error);
      },
    );
  });
}

/** For handlers: the signed-in user, or a 401 that the page turns into a sign-in. */
export function requireUser(request: FastifyRequest): SessionUserRow {
  if (!request.user) {
    // Not signed out: the session could not be read, so the answer is the database's 503.
    if (request.sessionUnread) throw request.sessionUnread;
    throw unauthorized(messages.auth.unauthenticated);
  }
  return request.user;
}

/** 401 without a valid session, 403 with a session whose role is user. */
export function requireAdmin(request: FastifyRequest): SessionUserRow {
  const user = requireUser(request);
  if (!isAdminRole(user.role)) throw forbidden(messages.auth.forbidden);
  return user;
}
