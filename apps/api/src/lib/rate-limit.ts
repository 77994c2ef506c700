import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type AttemptLimit = { perIp: number; perAccount: number; windowMs: number };

/**
 * Counts attempts per client IP and per account (e.g. the e-mail tried), each in its own window,
 * on @fastify/rate-limit's store. Used as a preHandler, after the body is validated, so the account is known.
 */
export function attemptLimiter(
  app: FastifyInstance,
  name: string,
  limit: AttemptLimit,
  accountOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<void> {
  const perIp = app.createRateLimit({
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limit.perAccount,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:account:${accountOf(request).trim().toLowerCase()}`,
  });
  return async (request) => {
    for (const check of [perIp, perAccount]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('rateLimited', 'Too many attempts, please try again later', {
          retryAfterSeconds: Math.max(1, result.ttlInSeconds),
        });
      }
    }
  };
}

export type TenantLimit = { perTenant: number; windowMs: number };

/**
 * Counts calls per tenant of the token (not per IP: colleagues share an office address, and a tenant
 * must not use up another's share of an upstream quota). A preHandler on tenant routes.
 */
export function tenantLimiter(
  app: FastifyInstance,
  name: string,
  limit: TenantLimit,
  tenantOf: (request: FastifyRequest) => number,
): (request: FastifyRequest) => Promise<void> {
  const perTenant = app.createRateLimit({
    max: limit.perTenant,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:tenant:${tenantOf(request)}`,
  });
  return async (request) => {
    const result = await perTenant(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('rateLimited', 'Too many requests, please try again later', { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
    }
  };
}
