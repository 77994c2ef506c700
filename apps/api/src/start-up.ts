import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { DataMigrationReport } from './db/data-migration.ts';
import { demoAccountsPresent } from './demo/demo-present.ts';
import { ensureFirstAdministrator, type FirstAdministrator } from './db/first-administrator.ts';
import { migrateDatabase } from './migrate-database.ts';
import { seedDemoData } from './demo/seed.ts';

export type StartUp = {
  dataMigrations: Map<string, DataMigrationReport>;
  /** The demo was seeded by this start. */
  seeded: boolean;
  /** Demo accounts (published password) are in the database, seeded now or before. */
  demoPresent: boolean;
  firstAdministrator: FirstAdministrator;
};

/**
 * Everything a database needs before the app serves it: migrations, then the demo (DEMO_DATA) or the first
 * administrator (ADMIN_EMAIL). Machines starting at once on one PostgreSQL take turns; the later ones find the work done.
 */
export function prepareDatabase(database: DatabaseHandle, config: Config): Promise<StartUp> {
  return database.exclusively(async () => {
    const dataMigrations = await migrateDatabase(database);
    const seeded = config.demoData ? (await seedDemoData(database.db)).seeded : false;
    const firstAdministrator = await ensureFirstAdministrator(database.db, { adminEmail: config.adminEmail, now: new Date() });
    return { dataMigrations, seeded, demoPresent: await demoAccountsPresent(database.db), firstAdministrator };
  });
}
