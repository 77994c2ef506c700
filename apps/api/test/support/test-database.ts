import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { seedDemoData, type SeedResult } from '../../src/demo/seed.ts';

/**
 * A migrated database of this test file's own: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a fresh database created on it for the file and dropped afterwards. Both start from the
 * run's image (test/support/global-setup.ts): the same database as migrating here, each file its own copy.
 */
export function createTestDatabase(): Promise<DatabaseHandle> {
  return copyOfImage('migrated');
}

/** The same with the demo data seeded, and what the seed reported (its ids). */
export async function createSeededTestDatabase(): Promise<{ database: DatabaseHandle; seed: SeedResult }> {
  const images = inject('databaseImages');
  if (!images) {
    // Without the run's setup (another vitest config): migrate and seed here.
    const database = await createTestDatabase();
    return { database, seed: await seedDemoData(database.db) };
  }
  return { database: await copyOfImage('seeded'), seed: images.seed };
}

async function copyOfImage(image: 'migrated' | 'seeded'): Promise<DatabaseHandle> {
  const baseUrl = process.env['TEST_DATABASE_URL'];
  const images = inject('databaseImages');
  if (!baseUrl) {
    if (images?.kind === 'pglite') {
      const dump = image === 'migrated' ? images.migratedDump : images.seededDump;
      return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(dump)]) });
    }
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = images?.kind === 'postgres' ? (image === 'migrated' ? images.migratedTemplate : images.seededTemplate) : null;
  await runOnServer(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (!template) await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runOnServer(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The run's template databases, named after TEST_DATABASE_URL's database so that CI's clean-up finds them too. */
export function templateNames(serverUrl: string): { migrated: string; seeded: string } {
  const base = decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'leasedesk';
  return { migrated: `${base}_image_migrated`.slice(0, 63), seeded: `${base}_image_seeded`.slice(0, 63) };
}

/** One statement on the PostgreSQL server of `url` (create or drop a database), on a connection of its own. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
