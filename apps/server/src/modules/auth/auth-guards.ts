import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { can, ROLE_LABELS, isRole, type Permission } from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { forbidden, unauthorized } from '../../http-error.ts';
import { findSession } from './sessions.repository.ts';
import type { SessionUserRow } from './sessions.ts';

// The one sign-in guard: who the caller is (the session lookup on every request) and who may pass
// (the rules below). Every route asks here; none reads `request.user` or a role by hand.

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid bearer token, or null. Never taken from the body. */
    user: SessionUserRow | null;
    /** Why a token's session could not be read (the database was away), when it could not. */
    sessionUnread: unknown;
  }
}

/** Reads `Authorization: Bearer <token>` on every request; a bad or expired token is no user. */
export function registerSessionLookup(app: FastifyInstance) {
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
        // lookup did (503, see requireAccess), and a write never runs under the wrong identity.
        if ((request.method === 'GET' || request.method === 'HEAD') && isDatabaseUnavailable(error)) {
          request.sessionUnread = error;
          return done();
        }
        done(error);
      },
    );
  });
}

/**
 * Who may pass, given the signed-in user; `refusal`, when given, is the 403's message for them
 * (otherwise the general one).
 */
export type AccessRule = ((user: SessionUserRow, request: FastifyRequest) => boolean) & {
  refusal?: (user: SessionUserRow) => string;
};

const anyoneSignedIn: AccessRule = () => true;
/** Role `user` is a customer; any other role counts as admin (packages/shared/auth/session-user). */
const adminRole: AccessRule = (user) => isAdminRole(user.role);

/** A staff member's 403 names their role; a customer hears the general refusal. */
const staffRefusal = (user: SessionUserRow) =>
  isAdminRole(user.role)
    ? messages.staff.notAllowed(isRole(user.role) ? ROLE_LABELS[user.role] : user.role)
    : messages.auth.forbidden;

/**
 * A staff role with `permission` (packages/shared/src/auth/staff-roles.ts, the one table).
 * `message` is a 403's own text where the product description has one (promotion).
 */
export const requirePermission = (permission: Permission, message?: string): AccessRule =>
  Object.assign((user: SessionUserRow) => can(user.role, permission), {
    refusal: message ? () => message : staffRefusal,
  });

/** The account named by the route's `param` (a customer's own orders), or staff with `permission`. */
export const selfOr = (param: string, permission: Permission): AccessRule =>
  Object.assign(
    (user: SessionUserRow, request: FastifyRequest) =>
      user.id === (request.params as Record<string, unknown>)[param] || can(user.role, permission),
    { refusal: staffRefusal },
  );

/** For handlers: the signed-in user the rule lets through; 401 signed out, 403 refused. */
export function requireAccess(request: FastifyRequest, rule: AccessRule): SessionUserRow {
  if (!request.user) {
    // Not signed out: the session could not be read, so the answer is the database's 503.
    if (request.sessionUnread) throw request.sessionUnread;
    throw unauthorized(messages.auth.unauthenticated);
  }
  if (!rule(request.user, request)) throw forbidden(rule.refusal?.(request.user) ?? messages.auth.forbidden);
  return request.user;
}

/** The signed-in user, or a 401 that the page turns into a sign-in. */
export const requireUser = (request: FastifyRequest) => requireAccess(request, anyoneSignedIn);
/** 401 without a valid session, 403 with a session whose role is user. */
export const requireAdmin = (request: FastifyRequest) => requireAccess(request, adminRole);

/**
 * The one way a route is guarded: its `onRequest` option (`{ onRequest: guard(rule) }`, decision
 * 67). The rule is checked before the body is read, so a refused caller costs nothing and hears
 * 401 or 403, whatever its body says; the handler then reads who it is with requireUser.
 */
export const guard = (rule: AccessRule) => async (request: FastifyRequest) => {
  requireAccess(request, rule);
};
export const signedInOnly = guard(anyoneSignedIn);
export const adminOnly = guard(adminRole);
