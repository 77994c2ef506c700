import type { FastifyInstance } from 'fastify';

/** 180 days, as helmet's default; subdomains included. */
const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

/**
 * - `Cache-Control: no-store` on every answer under /api: records, tokens and Excel downloads must not
 *   stay in a browser's or a proxy's cache. Every /api answer rather than only those of bearer routes, so
 *   the token-in-path downloads and error answers are covered too.
 * - HSTS only on an answer to a request that came over HTTPS: over plain http (a laptop, a LAN) the
 *   header would be ignored or wrong. `request.protocol` believes `X-Forwarded-Proto` only when
 *   TRUST_PROXY says the proxy in front may be trusted (Fastify's trustProxy).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route that already forbids storing (the Excel downloads' `private, no-store`) keeps its own value.
    const own = reply.getHeader('cache-control');
    const forbidsStoring = typeof own === 'string' && /\bno-store\b/.test(own);
    if ((request.url.startsWith('/api/') || request.url === '/api') && !forbidsStoring) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    return payload;
  });
}
