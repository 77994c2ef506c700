import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who acts, as an audit entry names them: the user's id and the e-mail they had at that moment. */
export type AuditActor = { userId: number | null; userName: string | null };

type RequestScope = { request: FastifyRequest };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose service writes (GET /api/outbox/{id} cuts the tokens out of a mail at its first showing):
     * its transactions are not opened READ ONLY. Without it, PostgreSQL refuses a GET's write.
     */
    getWrites?: true;
  }
}

/**
 * The request a service runs for, without threading it through every service's signature: the audit trail
 * needs its caller and correlation id deep inside transactions that only know their tenant. Node carries the
 * store across every await of the request's handler; outside a request (seed, data migrations, the PDF queue
 * worker) there is none and entries name no user.
 */
const requests = new AsyncLocalStorage<RequestScope>();

/**
 * Opens the store just before the handler, after authentication (onRequest) and the body's parsing (whose
 * stream callbacks run outside any async context), so everything the handler awaits sees its request.
 */
export function installRequestActor(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    requests.run({ request }, done);
  });
}

/** The verified caller of the running request, if any (sign-in routes name their user themselves). */
export function currentActor(): AuditActor {
  const auth = requests.getStore()?.request.auth;
  return auth ? { userId: auth.userId, userName: auth.email } : { userId: null, userName: null };
}

/** The address the running request came from (behind TRUST_PROXY's proxies, the client's), if any. */
export function currentClientIp(): string | null {
  return requests.getStore()?.request.ip ?? null;
}

/** The running request's id: its answer's X-Correlation-Id and its log lines' correlationId. */
export function currentCorrelationId(): string | null {
  return requests.getStore()?.request.id ?? null;
}

/**
 * Whether the running request only reads: a GET or HEAD, whose transactions inScope opens READ ONLY, unless
 * its route says it writes (getWrites). Outside a request (seed, data migrations, the PDF queue worker) it is false.
 */
export function currentRequestReadsOnly(): boolean {
  const request = requests.getStore()?.request;
  if (!request || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  return request.routeOptions.config.getWrites !== true;
}
