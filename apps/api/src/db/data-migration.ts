import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rawRows } from './raw-rows.ts';

/** What a data migration did: agreements rewritten, left as they were, and refused with why. */
export type DataMigrationReport = {
  changed: number;
  unchanged: number;
  skipped: { tenantId: number; leaseAgreementId: number; reason: string }[];
};

/**
 * A change to stored data that SQL alone cannot make (figures that only lease-math computes). It runs
 * once per database, after the SQL migrations; its name is recorded when it has run.
 */
export type DataMigration = { name: string; run: (db: Db) => Promise<DataMigrationReport> };

/**
 * Runs the data migrations not yet recorded, in order. The record is written after the migration's
 * own transactions commit: a run cut short is simply run again, which is safe because every data
 * migration only brings stored data to what the code computes (idempotent).
 */
export async function runDataMigrations(db: Db, migrations: readonly DataMigration[]): Promise<Map<string, DataMigrationReport>> {
  await db.execute(sql`create table if not exists leasedesk_data_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set((await rawRows<{ name: string }>(db, sql`select name from leasedesk_data_migrations`)).map((r) => r.name));
  const reports = new Map<string, DataMigrationReport>();
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    reports.set(migration.name, await migration.run(db));
    await db.execute(sql`insert into leasedesk_data_migrations (name) values (${migration.name}) on conflict do nothing`);
  }
  return reports;
}
