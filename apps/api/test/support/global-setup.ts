import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { seedDemoData, type SeedResult } from '../../src/demo/seed.ts';
import { runOnServer, templateNames } from './test-database.ts';

/** Where each test file copies its database from: made once per run, before any file. */
export type DatabaseImages =
  | { kind: 'pglite'; migratedDump: string; seededDump: string; seed: SeedResult }
  | { kind: 'postgres'; migratedTemplate: string; seededTemplate: string; seed: SeedResult };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

/**
 * Once per vitest run, before any test file: migrate one database, keep an image of it, seed the demo data and keep
 * a second image; each file then starts from a copy instead of migrating and seeding its own. On PGlite the images
 * are dumps of the data directory (a copy starts in about 0.5 s, against 2 s to start and migrate); on PostgreSQL they
 * are template databases that `CREATE DATABASE ... TEMPLATE` copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  return serverUrl ? postgresImages(project, serverUrl) : pgliteImages(project);
}

async function pgliteImages(project: TestProject): Promise<() => Promise<void>> {
  const directory = mkdtempSync(join(tmpdir(), 'leasedesk-test-pglite-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    // drizzle's PGlite database keeps its client as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dumpTo = async (name: string) => {
      const path = join(directory, name);
      writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return path;
    };
    await migrateDatabase(handle);
    const migratedDump = await dumpTo('migrated.tar');
    const seed = await seedOnce(handle);
    const seededDump = await dumpTo('seeded.tar');
    project.provide('databaseImages', { kind: 'pglite', migratedDump, seededDump, seed });
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return async () => rmSync(directory, { recursive: true, force: true });
}

async function postgresImages(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const names = templateNames(serverUrl);
  const dropTemplates = async () => {
    for (const name of [names.migrated, names.seeded]) await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  await dropTemplates();
  const build = async (name: string, from: string | null, fill: (handle: DatabaseHandle) => Promise<unknown>) => {
    await runOnServer(serverUrl, `create database "${name}"${from ? ` template "${from}"` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await fill(handle);
    } finally {
      // A template must have no connection left when a file copies it.
      await handle.close();
    }
  };
  let seed: SeedResult = { seeded: false };
  await build(names.migrated, null, migrateDatabase);
  await build(names.seeded, names.migrated, async (handle) => {
    seed = await seedOnce(handle);
  });
  project.provide('databaseImages', { kind: 'postgres', migratedTemplate: names.migrated, seededTemplate: names.seeded, seed });
  return dropTemplates;
}

async function seedOnce(handle: DatabaseHandle): Promise<SeedResult> {
  const seed = await seedDemoData(handle.db);
  if (!seed.seeded || !seed.tenantIds || !seed.userId || !seed.administratorId) throw new Error('seed did not run');
  return seed;
}
