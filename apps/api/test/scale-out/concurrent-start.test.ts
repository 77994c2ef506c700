import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { seedDemoData } from '../../src/demo/seed.ts';

/** Instances on several machines start at the same moment against one new PostgreSQL database. */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
const handles: DatabaseHandle[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (!baseUrl) return;
  for (const handle of handles) await handle.close();
  await onServer(`drop database if exists "${name}" with (force)`);
});

describe.skipIf(!baseUrl)('instances starting at once on one PostgreSQL', () => {
  it('migrate and seed one after another: every start succeeds, the demo data is seeded once', async () => {
    await onServer(`create database "${name}"`);
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ kind: 'postgres', url: databaseUrl }));
    const starts = await Promise.all(
      handles.map((handle) => handle.exclusively(async () => ({ migrations: await migrateDatabase(handle), seed: await seedDemoData(handle.db) }))),
    );
    expect(starts.filter((start) => start.seed.seeded)).toHaveLength(1);
    const [users] = await rawRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from users`);
    expect(users?.n).toBe(2);
  }, 60_000);
});
