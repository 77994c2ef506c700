import { sql } from 'drizzle-orm';
import { isConnectionLoss, type Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { Clock } from './clock.ts';
import { databaseUnavailable } from './errors.ts';
import { WindowCounter } from './rate-limit.ts';

/**
 * Events per key in fixed windows, asked without counting (so a route can count only failures). In memory for
 * one process; in PostgreSQL when instances share a database, so that a limit holds across all of them.
 */
export type AttemptCounter = {
  /** Counts one event; answers whether it was within the limit. */
  count(key: string): Promise<boolean>;
  /** Seconds until `key` is under its limit again; 0 when it is under it now. */
  retryAfterSeconds(key: string): Promise<number>;
};

export type AttemptCounters = (name: string, limit: number, windowMs: number) => AttemptCounter;

/** One process's counters, on the app's clock (tests move it). */
export function memoryAttemptCounters(clock: Clock): AttemptCounters {
  return (_name, limit, windowMs) => {
    const counter = new WindowCounter(limit, windowMs, clock);
    return { count: async (key) => counter.count(key), retryAfterSeconds: async (key) => counter.retryAfterSeconds(key) };
  };
}

/**
 * Counters in rate_limit_counters, the table @fastify/rate-limit's shared store uses (postgres-rate-limit-store.ts,
 * which also sweeps expired rows): a window starts at a key's first event, on the database's clock, the one all
 * instances share; one atomic statement per event.
 */
export function postgresAttemptCounters(db: Db): AttemptCounters {
  return (name, limit, windowMs) => {
    const keyOf = (key: string) => `${name}:${key}`;
    const unavailableOr = (error: unknown) => (isConnectionLoss(error) ? databaseUnavailable(error) : error);
    return {
      async count(key) {
        try {
          const [row] = await rawRows<{ hits: number }>(
            db,
            sql`
              insert into rate_limit_counters as c (key, hits, expires_at)
              values (${keyOf(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
              on conflict (key) do update set
                hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
                expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
              returning hits`,
          );
          return Number(row?.hits ?? 1) <= limit;
        } catch (error) {
          throw unavailableOr(error);
        }
      },
      async retryAfterSeconds(key) {
        try {
          const [row] = await rawRows<{ hits: number; ttl_ms: number }>(
            db,
            sql`select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl_ms
                from rate_limit_counters where key = ${keyOf(key)} and expires_at > now()`,
          );
          if (!row || Number(row.hits) < limit) return 0;
          return Math.max(1, Math.ceil(Number(row.ttl_ms) / 1000));
        } catch (error) {
          throw unavailableOr(error);
        }
      },
    };
  };
}
