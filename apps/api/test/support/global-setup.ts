import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (PGlite's dumpDataDir); '' when the tests run on PostgreSQL. */
    migratedPgliteDump: string;
  }
}

/**
 * Once per vitest run, before any test file: migrate one PGlite and dump its data directory, so that each
 * file starts its own in-memory PGlite from that copy (about 2 s) instead of creating and migrating one
 * (about 7 s, most of it PGlite's first start). On PostgreSQL each file still creates and migrates its database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env['TEST_DATABASE_URL']) {
    project.provide('migratedPgliteDump', '');
    return () => undefined;
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const directory = mkdtempSync(join(tmpdir(), 'leasedesk-test-pglite-'));
  try {
    await migrateDatabase(handle);
    // drizzle's PGlite database keeps its client as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const path = join(directory, 'migrated.tar');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedPgliteDump', path);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return () => rmSync(directory, { recursive: true, force: true });
}
