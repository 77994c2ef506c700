import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { demoTenants, seedDemoData } from '../../src/db/seed.ts';
import { tenants, userTenants, users } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { checkLogoImage } from '../../src/lib/logo-image.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('migrations and demo seed', () => {
  it('seeds an empty database with the demo accounts, tenants with safe SVG logos, and memberships', async () => {
    const result = await seedDemoData(database.db);
    expect(result.seeded).toBe(true);
    const accounts = await database.db.select().from(users).orderBy(users.id);
    expect(accounts.map((u) => [u.email, u.role])).toEqual([
      ['admin@leasedesk.test', 0],
      ['user@leasedesk.test', 1],
    ]);
    for (const account of accounts) expect(await verifyPassword(account.passwordHash, 'LeaseDesk-demo-2026')).toBe(true);
    const rows = await database.db.select().from(tenants).orderBy(tenants.id);
    expect(rows.map((r) => [r.name, r.accountingStandard])).toEqual([
      [demoTenants.csi.name, 0],
      [demoTenants.ifrs16.name, 1],
    ]);
    for (const row of rows) expect(await checkLogoImage(row.logo ?? Buffer.alloc(0))).toEqual({ ok: true, mime: 'image/svg+xml' });
    const memberships = await database.db.select().from(userTenants);
    expect(memberships.map((m) => m.userId)).toEqual([result.userId, result.userId]);
  });

  it('does not seed again, and migrating again changes nothing', async () => {
    expect((await seedDemoData(database.db)).seeded).toBe(false);
    await migrateDatabase(database);
    const [n] = await database.db.select({ n: count() }).from(users);
    expect(n?.n).toBe(2);
    const applied = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]?.n).toBe(2);
  });
});
