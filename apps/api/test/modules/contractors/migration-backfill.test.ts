import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import type { Schema } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { findContractors } from '../../../src/modules/contractors/find-contractors.ts';

const migrations = fileURLToPath(new URL('../../../src/db/migrations', import.meta.url));

/** The migrations before 0005, as a folder of their own (the journal cut after 0004). */
function migrationsBefore0005(): string {
  const folder = mkdtempSync(join(tmpdir(), 'leasedesk-before-0005-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const kept = journal.entries.filter((entry) => entry.idx < 5);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrations)) if (kept.some((entry) => `${entry.tag}.sql` === file)) copyFileSync(join(migrations, file), join(folder, file));
  return folder;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let handle: DatabaseHandle;
let dropServerDatabase = async () => {};
const before0005 = migrationsBefore0005();

/** Migrates the handle's database with the migrations of `folder` (those not applied yet). */
async function migrateWith(folder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder: folder });
}

beforeAll(async () => {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const name = `leasedesk_test_backfill_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropServerDatabase = () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  } else {
    handle = await openDatabase({ kind: 'pglite-memory' });
  }
});
afterAll(async () => {
  await handle.close();
  await dropServerDatabase();
  rmSync(before0005, { recursive: true, force: true });
});

describe('migration 0005 on a database that already has contractors', () => {
  it('adds the trigrams, the Polish sort key and the counts of the contractors there before it', async () => {
    await migrateWith(before0005);
    const { db } = handle;
    const [tenant] = await rawRows<{ id: number }>(db, sql`insert into tenants (name) values ('Stary klient') returning id`);
    const tenantId = tenant!.id;
    await db.execute(sql`insert into contractors (tenant_id, name, tax_id, is_deleted) values
      (${tenantId}, 'Żółć Kowalski', '5260001269', false),
      (${tenantId}, 'Lublin Handel', '7251850343', false),
      (${tenantId}, 'Łódź Usługi', '9512345675', false),
      (${tenantId}, 'Usunięty Kowal', '6765432109', true)`);
    const [old] = await rawRows<{ terms: string[] }>(db, sql`select array_agg(term order by term) as terms from contractor_search_terms where term like '~%'`);
    expect(old?.terms ?? null).toBeNull();

    await migrateWith(migrations);
    const terms = await rawRows<{ name: string; terms: string[] }>(
      db,
      sql`select c.name, array_agg(s.term order by s.term) as terms from contractors c join contractor_search_terms s on s.contractor_id = c.id group by c.name order by c.name`,
    );
    const expected = ['5260001269', 'kowalski', 'zolc', '~zol', '~olc', '~kow', '~owa', '~wal', '~als', '~lsk', '~ski'];
    expect([...(terms.find((row) => row.name === 'Żółć Kowalski')?.terms ?? [])].sort()).toEqual(expected.sort());
    const [counts] = await rawRows<{ live: number }>(db, sql`select live from contractor_counts where tenant_id = ${tenantId}`);
    expect(counts?.live).toBe(3);
    const keys = await rawRows<{ name: string; sort_key: string }>(db, sql`select name, sort_key from contractors order by sort_key, id`);
    expect(keys.map((row) => row.name)).toEqual(['Lublin Handel', 'Łódź Usługi', 'Usunięty Kowal', 'Żółć Kowalski']);

    // and the service finds them by fragments, in Polish order, as the app role under row-level security
    const found = await withTenant(db, tenantId, (tx) => findContractors(tx, tenantId, { query: 'owal' }, { page: 1, pageSize: 10 }));
    expect(found.items.map((c) => c.name)).toEqual(['Żółć Kowalski']);
    expect(found.itemsCount).toBe(1);
    const all = await withTenant(db, tenantId, (tx) => findContractors(tx, tenantId, {}, { page: 1, pageSize: 10 }));
    expect(all.items.map((c) => c.name)).toEqual(['Lublin Handel', 'Łódź Usługi', 'Żółć Kowalski']);
    expect(all.itemsCount).toBe(3);
  });
});
