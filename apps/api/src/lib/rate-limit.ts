import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
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
        throw new AppError('rateLimited', { key: 'common.tooManyAttempts' }, {
          retryAfterSeconds: Math.max(1, result.ttlInSeconds),
        });
      }
    }
  };
}

/** Counts requests per client IP only (429 beyond the limit). */
export function ipLimiter(app: FastifyInstance, name: string, limit: { perIp: number; windowMs: number }): (request: FastifyRequest) => Promise<void> {
  const perIp = app.createRateLimit({ max: limit.perIp, timeWindow: limit.windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  return async (request) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttlInSeconds);
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
      throw new AppError('rateLimited', { key: 'common.tooManyRequests' }, { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
    }
  };
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('rateLimited', { key: 'common.tooManyAttempts' }, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

/**
 * Counts events per key in fixed windows, in this process's memory, on the app's clock. Unlike
 * createRateLimit it can be asked without counting, so a route can count only failures: a password
 * reset counts bad tokens, never the honest attempts of someone who holds a good one.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    /** Keys come from requests (addresses, e-mails): past this many, the oldest are forgotten. */
    private readonly maxKeys = 100_000,
  ) {}

  private current(key: string): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.clock().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until `key` is under its limit again; 0 when it is under it now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.ceil((window.endsAt - this.clock().getTime()) / 1000);
  }

  /** Counts one event; answers whether it was within the limit. */
  count(key: string): boolean {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return window.count <= this.limit;
    }
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    this.windows.set(key, { count: 1, endsAt: this.clock().getTime() + this.windowMs });
    return 1 <= this.limit;
  }
}
