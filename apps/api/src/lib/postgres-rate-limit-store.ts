import { sql } from 'drizzle-orm';
import { isConnectionLoss, type Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { databaseUnavailable } from './errors.ts';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The plugin's own default, should a limiter not say (ours always do). */
const defaultWindowMs = 60_000;

/** The window of a limiter: the plugin resolves it to milliseconds before handing the options to child(). */
function windowOf(options: unknown): number {
  const timeWindow = (options as { timeWindow?: unknown } | undefined)?.timeWindow;
  return typeof timeWindow === 'number' && Number.isFinite(timeWindow) ? timeWindow : defaultWindowMs;
}

/** Expired counters are deleted this often by each instance (any one instance doing it is enough). */
const sweepEveryMs = 5 * 60_000;

/**
 * Rate-limit counters in PostgreSQL (table rate_limit_counters), so every instance behind a load
 * balancer counts the same attempts: a fixed window per key that starts at its first hit, timed by the
 * database's clock, the one clock all instances share. One statement per hit, atomic under concurrency
 * (INSERT ... ON CONFLICT takes the row lock). Counters are not tenant data (no tenant_id, no RLS):
 * the statement runs as the connecting role, outside any tenant scope.
 */
export function postgresRateLimitStore(db: Db): { Store: FastifyRateLimitStoreCtor; stop: () => void } {
  const sweep = setInterval(() => {
    void db.execute(sql`delete from rate_limit_counters where expires_at < now() - interval '1 minute'`).catch(() => undefined);
  }, sweepEveryMs);
  sweep.unref();

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly windowMs: number;

    constructor(options: unknown) {
      this.windowMs = windowOf(options);
    }

    // The plugin also passes the window it resolved per request (a limiter's window may be a function).
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = typeof timeWindow === 'number' ? timeWindow : this.windowMs;
      rawRows<{ hits: number; ttl_ms: number }>(
        db,
        sql`
          insert into rate_limit_counters as c (key, hits, expires_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
            expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
          returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl_ms`,
      ).then(
        (rows) => {
          const row = rows[0];
          if (!row) callback(new Error('rate limit counter was not returned'));
          else callback(null, { current: Number(row.hits), ttl: Number(row.ttl_ms) });
        },
        (error: unknown) => callback(isConnectionLoss(error) ? databaseUnavailable(error) : error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): PostgresRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  }

  return { Store: PostgresRateLimitStore, stop: () => clearInterval(sweep) };
}
