import type { DatabaseHandle } from './db/client.ts';
import { runDataMigrations, type DataMigrationReport } from './db/data-migration.ts';
import { migrateSchema } from './db/migrate.ts';
import { dataMigrations } from './data-migrations/index.ts';

/** SQL migrations, the tenant-isolation audit, then the data migrations not yet run (their reports). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<Map<string, DataMigrationReport>> {
  await migrateSchema(handle);
  return runDataMigrations(handle.db, dataMigrations);
}
