import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';
import type { Schema } from './schema.ts';
import { assertTenantIsolation } from './tenant-isolation-audit.ts';

/**
 * SQL migrations live next to this file in src/db/migrations; the build copies them to
 * dist/migrations, which is the same relative place for the bundled dist/server.js.
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * SQL migrations, then the tenant-isolation audit. The data migrations, which compute with the modules, run after
 * this from above the modules (migrate-database.ts).
 */
export async function migrateSchema(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
  // Refuse to run with a tenant table that row-level security does not guard.
  await assertTenantIsolation(handle.db);
}
