/**
 * Request authentication for every module:
 *
 *   app.get('/x', { onRequest: app.authenticate }, async (request) => {
 *     const user = requireUser(request);   // AuthUser: id, orgId, ...
 *   });
 *
 * (onRequest: before the body is read or validated, so that an anonymous request gets 401, not a
 * validation error; preHandler works too.)
 * `app.authenticate` reads `Authorization: Bearer <accessToken>` and sets `request.user`; a missing,
 * unknown, expired or revoked token answers envelope code 401 (HTTP 200: the spec's client reads the
 * code and runs its refresh flow, SPEC-4.12). A `tenant-id` header must equal the user's orgId, else
 * code 403 暂无权限 (SPEC-6.09), and the handler does not run. `app.authenticateOptional` sets
 * `request.user` when a valid token is sent and leaves it null otherwise (pages that personalise).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthUser, unauthorized } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** the signed-in user, set by app.authenticate / app.authenticateOptional */
    user: AuthUser | null;
  }
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S{1,256})\s*$/i.exec(header);
  return match?.[1];
}

function tenantIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['tenant-id'];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Install on the root instance after the services: app.authenticate, app.authenticateOptional, request.user. */
export function setupAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.user = await app.services.auth.authenticate(bearerToken(request), tenantIdOf(request));
  });
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    try {
      request.user = await app.services.auth.authenticate(token, tenantIdOf(request));
    } catch {
      request.user = null;
    }
  });
}

/** The signed-in user of a route behind app.authenticate (401 if there is none). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
