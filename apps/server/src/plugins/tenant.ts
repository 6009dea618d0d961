/**
 * The request's tenant (issue 14): which organisation's private data a request may read. Resolved once per
 * request, lazily, by the resolver app.ts installs (the session's user: users.org_id of the token's user,
 * when that organisation is enabled; a tenant-id header that names another organisation makes the
 * session invalid for reads, so such a request sees the public library only). Routes of every module read
 * it with `await tenantOf(request)` and hand it to the predicates of db/tenant-scope.ts: nothing else
 * decides what an organisation's data is visible to.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_SCOPE, type TenantScope } from '../db/tenant-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the resolver installed by setupTenant (read through tenantOf) */
    resolveTenant: TenantResolver;
  }
  interface FastifyRequest {
    /** the memoised tenant of the request (tenantOf) */
    tenantScope: Promise<TenantScope> | null;
  }
}

export type TenantResolver = (request: FastifyRequest) => Promise<TenantScope>;

/** Install the resolver (app.ts, after the auth guard). */
export function setupTenant(app: FastifyInstance, resolve: TenantResolver): void {
  app.decorate('resolveTenant', resolve);
  app.decorateRequest('tenantScope', null);
}

/** The tenant of a request: its session's organisation, or the public scope (anonymous, no organisation). */
export function tenantOf(request: FastifyRequest): Promise<TenantScope> {
  if (request.tenantScope === null) {
    const resolve = request.server.resolveTenant as TenantResolver | undefined;
    request.tenantScope = resolve ? resolve(request) : Promise.resolve(PUBLIC_SCOPE);
  }
  return request.tenantScope;
}
