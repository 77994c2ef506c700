import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';
import type { Schema } from './schema.ts';
import { dataMigrations } from './data-migrations/index.ts';
import { runDataMigrations, type DataMigrationReport } from './data-migrations/data-migration.ts';
import { assertTenantIsolation } from './tenant-isolation-audit.ts';

/**
 * SQL migrations live next to this file in src/db/migrations; the build copies them to
 * dist/migrations, which is the same relative place for the bundled dist/server.js.
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** SQL migrations, the tenant-isolation audit, then the data migrations not yet run (their reports). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<Map<string, DataMigrationReport>> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
  // Refuse to run with a tenant table that row-level security does not guard.
  await assertTenantIsolation(handle.db);
  return runDataMigrations(handle.db, dataMigrations);
}
