import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
import { defaultPoolSize, postgresConnectionOptions } from './connection-options.ts';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications.ts';
import { schema, type Schema } from './schema.ts';

/** The one database type the services see, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY, for caches that every instance must drop at once (the authentication cache). */
  notifications: Notifications;
  /**
   * Runs fn while holding a database-wide lock, so processes that start at once (several machines on one
   * PostgreSQL) migrate and seed one after another. PGlite is one process already (the DATA_DIR lock).
   */
  exclusively: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The advisory-lock key of start-up work (migrations, seed): any fixed number no other lock uses. */
const startupLockKey = 7_210_426_001;

export type DatabaseLocation =
  /** statementTimeoutMs: DATABASE_STATEMENT_TIMEOUT (connection-options.ts); poolSize: DATABASE_POOL_SIZE. */
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; from a dump of another's data directory when given (tests start each file from a migrated copy). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = resilientPool(location.url, location.statementTimeoutMs, location.poolSize ?? defaultPoolSize);
    const db = drizzlePg({ client: pool, schema });
    Object.defineProperty(db, openingKey, { value: transactionWithOpening(pool, db) });
    return {
      db,
      kind: 'postgres',
      notifications: postgresNotifications(location.url, location.statementTimeoutMs),
      exclusively: async (fn) => {
        // A session lock on a connection of its own: fn's queries run on other pooled connections.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [startupLockKey]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (location.kind === 'pglite') {
    mkdirSync(location.dataDir, { recursive: true });
    client = new PGlite(join(location.dataDir, 'pglite'));
  } else {
    client = location.loadDataDir ? new PGlite({ loadDataDir: location.loadDataDir }) : new PGlite();
  }
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    notifications: pgliteNotifications(client),
    exclusively: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * Runs fn in a transaction whose first round trip carries `opening` beside BEGIN: statements of plain text
 * (no parameters), sent together in one simple-protocol message. Only on a PostgreSQL server (undefined on
 * PGlite, which has no network round trip to save). readOnly opens it as BEGIN READ ONLY.
 */
export type TransactionWithOpening = <T>(opening: string, fn: (tx: Tx) => Promise<T>, readOnly?: boolean) => Promise<T>;

const openingKey = Symbol('transactionWithOpening');

export function transactionWithOpeningOf(db: Db): TransactionWithOpening | undefined {
  return (db as unknown as Record<symbol, TransactionWithOpening | undefined>)[openingKey];
}

/**
 * drizzle's own transaction() for node-postgres sends BEGIN as a statement of its own; this is the same
 * transaction (a client of the pool, drizzle's transaction object over it, COMMIT or ROLLBACK) with the
 * opening in BEGIN's message. It also releases a client whose BEGIN failed, which drizzle's does not.
 */
function transactionWithOpening(pool: pg.Pool, db: Db): TransactionWithOpening {
  const session = (db as unknown as { session: NodePgSession<Schema, ExtractTablesWithRelations<Schema>> }).session;
  const { dialect, schema: sessionSchema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  return async <T,>(opening: string, fn: (tx: Tx) => Promise<T>, readOnly = false): Promise<T> => {
    const client = await pool.connect();
    // Handed back with an error, the pool destroys the client instead of lending it again.
    let broken: Error | undefined;
    const rollback = async () => {
      try {
        await client.query('rollback');
      } catch (error) {
        broken = error as Error;
      }
    };
    try {
      let result: T;
      try {
        await client.query(`${readOnly ? 'begin read only' : 'begin'}; ${opening}`);
        const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, sessionSchema, options), sessionSchema) as unknown as Tx;
        result = await fn(tx);
      } catch (error) {
        // Also after a failed opening: BEGIN may have run, leaving the client inside an aborted transaction.
        await rollback();
        throw error;
      }
      try {
        await client.query('commit');
      } catch (error) {
        if (isConnectionLoss(error)) broken = error as Error;
        throw error;
      }
      return result;
    } finally {
      client.release(broken);
    }
  };
}

/** How long a request waits for a new connection before it is answered 503 (a server that does not answer at all). */
const connectTimeoutMs = 10_000;

/**
 * A pg pool that survives the server ending connections (restart, pg_terminate_backend, a network cut).
 * A client whose connection ends emits 'error'; with no listener Node throws it and the process exits.
 * - Idle clients: the pool listens and discards them; its own 'error' event is answered here.
 * - Checked-out clients (inside a transaction or between its queries) have no pool listener, so every
 *   client gets one of ours for its whole life. Their pending and later queries fail (the caller maps
 *   that to 503), and the client is handed back to the pool with the error at once, which destroys it.
 *   That matters because drizzle's transaction() never releases a client whose BEGIN failed: without
 *   this, each connection lost at that moment would leak from the pool until it ran dry for good.
 * - A connection that goes silent (a partition without a close) fails its query at query_timeout; that connection
 *   is then cut and discarded as a lost one, since its answer may still come and would belong to no query.
 * New connections are opened on demand, so the app recovers by itself once PostgreSQL is back.
 */
function resilientPool(url: string, statementTimeoutMs: number | undefined, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: connectTimeoutMs, ...postgresConnectionOptions(statementTimeoutMs) });
  const checkedOut = new Set<pg.PoolClient>();
  const discard = (client: pg.PoolClient, error: Error) => {
    if (!checkedOut.has(client)) return;
    checkedOut.delete(client);
    const release = client.release;
    // Whoever holds the client will still call release(); it must not throw "already released".
    client.release = () => undefined;
    release(error);
  };
  pool.on('error', () => undefined);
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => discard(client, error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!isReadTimeout(error)) return;
          socketOf(client)?.destroy();
          discard(client, error as Error);
        });
      }
      return result;
    };
  });
  return pool;
}

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === queryReadTimeoutMessage;

/** node-postgres keeps its socket on an internal field; destroying it is the only way to drop a connection that will not answer. */
function socketOf(client: pg.PoolClient): { destroy(): void } | undefined {
  return (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
}

/** What node-postgres rejects a query with at query_timeout. */
const queryReadTimeoutMessage = 'Query read timeout';

const connectionLossCodes = new Set([
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections,
  // query_canceled (statement_timeout, idle_in_transaction_session_timeout: the database did not answer in time).
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Node sockets.
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Messages node-postgres gives, without a code, when a connection ends or cannot be had. */
const connectionLossMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  queryReadTimeoutMessage,
];

/**
 * Whether an error (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as `cause`)
 * means the database connection was lost or could not be opened, rather than anything about the request.
 * SQLSTATE class 08 is "connection exception".
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (connectionLossCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (connectionLossMessages.some((message) => error.message.startsWith(message))) return true;
  // Connecting to a host name tries each address and fails with all of their errors.
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionLoss(inner, depth + 1))) return true;
  return isConnectionLoss(error.cause, depth + 1);
}
