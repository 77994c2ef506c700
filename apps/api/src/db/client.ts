import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

/** The one database type the services see, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle client whose connection the server ends (restart, pg_terminate_backend, a dropped test
    // database) emits 'error' through the pool; unhandled, it would crash the process. The pool has
    // already discarded that client and the next query opens a new connection.
    pool.on('error', () => undefined);
    return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (location.kind === 'pglite') {
    mkdirSync(location.dataDir, { recursive: true });
    client = new PGlite(join(location.dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}
