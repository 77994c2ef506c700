import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound, unauthorized } from '../errors.ts';
import { tokenTypesFor, type Access, type AuthContext } from './auth-context.ts';
import { authenticate, bearerTokenOf } from './authenticate.ts';

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access level: the tests derive the role and 401 matrices from it. */
    routeTable: RouteEntry[];
  }
}

/**
 * What a token may still do while its user must replace a password they did not choose: change it, say who is
 * signed in, and sign out (POST /api/validatetoken is public anyway).
 */
const routesBeforePasswordChange = new Set(['PUT /api/users/changepassword', 'GET /api/user', 'POST /api/logout']);

const passwordChangeRequired = () => new AppError('forbidden', { key: 'auth.passwordChangeRequired' });

/** Routes outside /api (web files) and the OpenAPI pages need no declaration. */
const undeclaredAllowed = (url: string) => !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Deny by default: an /api route that does not say who may call it fails at start. The token is
 * checked on request, before the body is read, so an anonymous caller cannot make us parse anything.
 */
export function installAccessControl(app: FastifyInstance, ctx: AppContext): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      if (undeclaredAllowed(route.url)) return;
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare its access`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerTokenOf(request.headers.authorization);
    const auth = token ? await authenticate(ctx, token) : null;
    if (!auth) throw unauthorized();
    if (!tokenTypesFor[access].includes(auth.tokenType)) throw forbidden();
    if (auth.mustChangePassword && !routesBeforePasswordChange.has(`${request.method} ${request.routeOptions.url}`)) throw passwordChangeRequired();
    request.auth = auth;
  });
}

/** The caller of a route that is not public (the hook has verified it). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The tenant of a tenant-token route: always from the token, never from the request body. */
export function tenantOf(request: FastifyRequest): { userId: number; tenantId: number } {
  const auth = callerOf(request);
  if (auth.tenantId === null) throw forbidden();
  return { userId: auth.userId, tenantId: auth.tenantId };
}

/** The tenant of a tenant-token route with its user's security stamp, which the download tokens issued to it carry. */
export function tenantCallerOf(request: FastifyRequest): { userId: number; tenantId: number; stamp: string } {
  return { ...tenantOf(request), stamp: callerOf(request).stamp };
}

/**
 * The tenant named by the path of a tenantOrAdministrator route: any for an administrator token; for a tenant
 * token only its own, another tenant's id being the same 404 as one that does not exist (DESIGN §3).
 */
export function ownTenantOrAny(request: FastifyRequest, tenantId: number): number {
  const auth = callerOf(request);
  if (auth.tokenType === 'administrator') return tenantId;
  if (auth.tokenType !== 'tenant' || auth.tenantId !== tenantId) throw notFound('tenant');
  return tenantId;
}
