import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

/**
 * A migrated database of this test file's own: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a fresh database created on it for the file and dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env['TEST_DATABASE_URL'];
  if (!baseUrl) return pgliteDatabase();
  const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runOnServer(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * An in-memory PGlite started from the dump test/support/global-setup.ts made of a migrated one: the same
 * database as migrating here (tables, row-level security, the leasedesk_app role and its grants, data
 * migrations recorded), each file its own copy. Without that setup (another vitest config), it migrates here.
 */
async function pgliteDatabase(): Promise<DatabaseHandle> {
  const dump = inject('migratedPgliteDump');
  if (!dump) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(handle);
    return handle;
  }
  return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(dump)]) });
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
