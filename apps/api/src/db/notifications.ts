import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresConnectionOptions } from './connection-options.ts';

export type NotificationHandlers = {
  onPayload: (payload: string) => void;
  /**
   * true once notifications are being received, false when they may have been missed (the connection
   * that listens was lost). Whoever caches on the strength of notifications drops everything on false.
   */
  onListening: (listening: boolean) => void;
};

/** LISTEN on one channel; the answer stops listening. */
export type Notifications = {
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
};

/** PGlite is one session in this process: its NOTIFYs reach its own listeners, at commit. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload);
      handlers.onListening(true);
      return async () => {
        handlers.onListening(false);
        if (!client.closed) await unlisten();
      };
    },
  };
}

const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 5000];

/**
 * A listening connection sends nothing of its own, so a partition that closes nothing would go unseen until the
 * kernel's keep-alive gave up (many minutes); a small query this often finds it within about the query's timeout.
 */
const heartbeatMs = 30_000;

/**
 * A PostgreSQL server: a connection of its own (not from the pool: a pooled one would be handed to
 * requests) that LISTENs, and reconnects with backoff when it is lost (server restart, network cut,
 * pg_terminate_backend, or a partition its heartbeat finds). Until it is back, the cache it feeds is off and
 * requests read the database.
 */
export function postgresNotifications(url: string, statementTimeoutMs?: number): Notifications {
  return {
    listen: async (channel, handlers) => {
      let stopped = false;
      let client: pg.Client | undefined;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;

      const connect = async (): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, ...postgresConnectionOptions(statementTimeoutMs) });
        client = next;
        let lost = false;
        const heartbeat = setInterval(() => {
          next.query('select 1').catch(() => onLost());
        }, heartbeatMs);
        heartbeat.unref();
        const onLost = () => {
          if (lost) return;
          lost = true;
          clearInterval(heartbeat);
          handlers.onListening(false);
          // end() would wait for a goodbye that a partitioned server never answers.
          (next as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
          void next.end().catch(() => undefined);
          scheduleReconnect();
        };
        next.on('error', onLost);
        next.on('end', onLost);
        next.on('notification', (message) => {
          if (message.channel === channel) handlers.onPayload(message.payload ?? '');
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          if (stopped) {
            clearInterval(heartbeat);
            await next.end();
            return;
          }
          attempt = 0;
          handlers.onListening(true);
        } catch {
          onLost();
        }
      };

      const scheduleReconnect = () => {
        if (stopped) return;
        const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 5000;
        attempt += 1;
        timer = setTimeout(() => void connect(), delay);
        timer.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        handlers.onListening(false);
        await client?.end().catch(() => undefined);
      };
    },
  };
}
