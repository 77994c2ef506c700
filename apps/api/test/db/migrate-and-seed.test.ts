import { readFileSync } from 'node:fs';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { demoAgreements, demoContractors, demoSalesPersons, demoTenants, seedDemoData } from '../../src/demo/seed.ts';
import { contractorSearchTerms, contractors, depreciations, leaseAgreements, leaseAmortizations, leaseCalculations, salesPersons, tenants, userTenants, users } from '../../src/db/schema.ts';
import { withTenant } from '../../src/db/scope.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('migrations and demo seed', () => {
  it('seeds an empty database with the demo accounts, tenants with PNG logos (drawn at seed time), and memberships', async () => {
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
    for (const row of rows) {
      expect(row.logoMime).toBe('image/png');
      expect(row.logo?.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
      expect(row.logo?.includes('<svg')).toBe(false);
    }
    const memberships = await database.db.select().from(userTenants);
    expect(memberships.map((m) => m.userId)).toEqual([result.userId, result.userId]);
  });

  it('seeds demo contractors into each demo tenant and two traders into the CSI tenant, visible under row-level security', async () => {
    const ids = (await database.db.select().from(tenants).orderBy(tenants.id)).map((r) => r.id);
    const [csi = 0, ifrs16 = 0] = ids;
    const contractorsOf = (tenantId: number) =>
      withTenant(database.db, tenantId, (tx) => tx.select({ name: contractors.name, taxId: contractors.taxId, code: contractors.code, tenantId: contractors.tenantId }).from(contractors).orderBy(asc(contractors.code)));
    expect(await contractorsOf(csi)).toEqual(demoContractors.csi.map((c) => ({ ...c, tenantId: csi })));
    expect(await contractorsOf(ifrs16)).toEqual(demoContractors.ifrs16.map((c) => ({ ...c, tenantId: ifrs16 })));
    const traders = await withTenant(database.db, csi, (tx) => tx.select({ firstName: salesPersons.firstName, lastName: salesPersons.lastName }).from(salesPersons));
    expect(traders).toEqual(expect.arrayContaining([...demoSalesPersons]));
    expect(traders).toHaveLength(2);
    expect(await withTenant(database.db, ifrs16, (tx) => tx.select().from(salesPersons))).toEqual([]);
    // The insert trigger indexed the folded words of the names and the tax ids.
    const terms = await withTenant(database.db, csi, (tx) => tx.select({ term: contractorSearchTerms.term }).from(contractorSearchTerms));
    expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining(['lodzkie', 'zaklady', 'zuraw', 'swietokrzyska', 'slusarskich', 'cwik', '5260001269']));
  });

  it('seeds agreements with their figures, DOMAIN §12 example A in the CSI tenant and example B in the IFRS16 tenant', async () => {
    const [csi = 0, ifrs16 = 0] = (await database.db.select().from(tenants).orderBy(tenants.id)).map((r) => r.id);
    const agreementsOf = (tenantId: number) =>
      withTenant(database.db, tenantId, (tx) =>
        tx
          .select({ id: leaseAgreements.id, contractNumber: leaseAgreements.contractNumber, scheduleNumber: leaseAgreements.scheduleNumber, l0: leaseCalculations.totalPresentValueOfLeasePayments })
          .from(leaseAgreements)
          .innerJoin(leaseCalculations, eq(leaseCalculations.leaseAgreementId, leaseAgreements.id))
          .orderBy(asc(leaseAgreements.id)),
      );
    const ofCsi = await agreementsOf(csi);
    const ofIfrs16 = await agreementsOf(ifrs16);
    expect(ofCsi.map((a) => [a.contractNumber, a.scheduleNumber])).toEqual(demoAgreements.csi.map((a) => [a.contractNumber, a.scheduleNumber]));
    expect(ofIfrs16.map((a) => [a.contractNumber, a.scheduleNumber])).toEqual(demoAgreements.ifrs16.map((a) => [a.contractNumber, a.scheduleNumber]));
    expect(ofCsi[0]?.l0).toBe('101000.00');
    expect(ofIfrs16[0]?.l0).toBe('517595.22');
    const rowsOf = async (tenantId: number, id: number) =>
      withTenant(database.db, tenantId, async (tx) => ({
        schedule: (await tx.select({ n: count() }).from(leaseAmortizations).where(eq(leaseAmortizations.leaseAgreementId, id)))[0]?.n,
        depreciation: (await tx.select({ n: count() }).from(depreciations).where(eq(depreciations.leaseAgreementId, id)))[0]?.n,
      }));
    expect(await rowsOf(csi, ofCsi[0]?.id ?? 0)).toEqual({ schedule: 37, depreciation: 0 });
    expect(await rowsOf(ifrs16, ofIfrs16[0]?.id ?? 0)).toEqual({ schedule: 60, depreciation: 60 });
  });

  it('does not seed again, and migrating again changes nothing', async () => {
    expect((await seedDemoData(database.db)).seeded).toBe(false);
    await migrateDatabase(database);
    const [n] = await database.db.select({ n: count() }).from(users);
    expect(n?.n).toBe(2);
    const applied = await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    expect(applied[0]?.n).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    const [contractorCount] = await database.db.select({ n: count() }).from(contractors);
    expect(contractorCount?.n).toBe(demoContractors.csi.length + demoContractors.ifrs16.length);
  });
});
