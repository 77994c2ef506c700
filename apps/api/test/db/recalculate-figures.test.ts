// The data migration of DOMAIN's November 2026 corrections: stored agreements computed by the old core
// are brought to what the corrected core computes, keeping row ids. The old figures are simulated by
// writing them into the stored rows (the old core no longer exists), then the migration runs again.
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseAgreementInput } from '@leasedesk/contract';
import { calculateLease, type AgreementInput } from '@leasedesk/lease-math';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { contractors, depreciations, leaseAmortizations, leaseCalculations } from '../../src/db/schema.ts';
import { withTenant } from '../../src/db/scope.ts';
import { seedDemoData, type SeedResult } from '../../src/demo/seed.ts';
import { readCalculation } from '../../src/modules/lease-agreements/agreement-figures.ts';
import { findAgreementRow } from '../../src/modules/lease-agreements/agreement-record.ts';
import { applyLeaseChangeIn } from '../../src/modules/lease-agreements/apply-lease-change.ts';
import { figureFieldsOf } from '../../src/modules/lease-agreements/figures.ts';
import { selectDepreciationRows, selectScheduleRows } from '../../src/modules/lease-agreements/figure-rows.ts';
import { insertAgreement } from '../../src/modules/lease-agreements/save-agreement.ts';
import { createTestDatabase } from '../support/test-database.ts';

const MIGRATION = '2026-11-recalculate-figures-domain-1-4-6';

let database: DatabaseHandle;
let seed: SeedResult;
let csi: number;
let ifrs16: number;
let exampleA: number;
let decliningBalance: number;
let exampleC: number;

beforeAll(async () => {
  database = await createTestDatabase();
  seed = await seedDemoData(database.db);
  csi = seed.tenantIds?.csi ?? 0;
  ifrs16 = seed.tenantIds?.ifrs16 ?? 0;
  exampleA = seed.agreementIds?.csi[0] ?? 0;
  decliningBalance = seed.agreementIds?.ifrs16[1] ?? 0;
  // DOMAIN §12 C (IFRS 16 IE13), yearly in advance: the rule of the last paid row shows in it.
  exampleC = await withTenant(database.db, ifrs16, async (tx) => {
    const [contractor] = await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.tenantId, ifrs16)).limit(1);
    return insertAgreement(
      tx,
      ifrs16,
      leaseAgreementInput.parse({
        contractorId: contractor?.id, contractNumber: 'IE13/2025', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 120,
        rentPaymentAmount: 50_000, incrementalBorrowingRate: 0.05, rateConvention: 1, initialDirectCosts: 20_000, leaseIncentive: 5000,
        paymentDue: 0, paymentInterval: 3, accountingStandard: 1, assetCategory: 0, assetName: 'Office floor',
      }),
    );
  });
});
afterAll(async () => database.close());

type Ids = { schedule: Map<number, number>; depreciation: Map<number, number> };

async function storedRecord(tenantId: number, id: number) {
  return withTenant(database.db, tenantId, async (tx) => {
    const row = await findAgreementRow(tx, tenantId, id);
    const schedule = await selectScheduleRows(tx, tenantId, id);
    const depreciation = await selectDepreciationRows(tx, tenantId, id);
    const calculation = await readCalculation(tx, tenantId, id);
    return { input: figureFieldsOf(row), calculation, schedule, depreciation };
  });
}

function idsOf(record: Awaited<ReturnType<typeof storedRecord>>): Ids {
  return {
    schedule: new Map(record.schedule.map((r) => [r.periodNumber, r.id])),
    depreciation: new Map(record.depreciation.map((r) => [r.periodNumber, r.id])),
  };
}

/** The stored figures equal lease-math's on the stored input, field by field (ids and keys aside). */
function expectEqualsCore(record: Awaited<ReturnType<typeof storedRecord>>): void {
  const core = calculateLease(record.input as AgreementInput);
  if (!core.ok) throw new Error(JSON.stringify(core.errors));
  expect(record.calculation).toMatchObject(core.leaseCalculation);
  // No lease change (DOMAIN §14): no row carries a remeasurement.
  expect(record.schedule.map(({ id: _id, leaseAgreementId: _a, ...r }) => r)).toEqual(core.leaseAmortizations.map((r) => ({ ...r, remeasurementAmount: 0 })));
  expect(record.depreciation.map(({ id: _id, leaseAgreementId: _a, createDate: _c, isDeleted: _d, ...r }) => r)).toEqual(core.depraciations.map((d) => ({ ...d, remeasurementAmount: 0 })));
}

/** Writes what the core computed before DOMAIN changed into the stored rows. */
async function writeOldFigures(): Promise<void> {
  await withTenant(database.db, csi, (tx) =>
    // §12 A reported 12 j.
    tx.update(leaseCalculations).set({ implicitRate: 0.11812764518043471 }).where(eq(leaseCalculations.leaseAgreementId, exampleA)),
  );
  await withTenant(database.db, ifrs16, async (tx) => {
    // IE13: +0.02 owing for rows 109–119 and −0.02 interest in row 120.
    const c = and(eq(leaseAmortizations.leaseAgreementId, exampleC), gte(leaseAmortizations.periodNumber, 109));
    await tx.update(leaseAmortizations).set({ openingBalance: '0.02', closingBalance: '0.02', principalAmount: '0.00', interestAmount: '0.00' }).where(c);
    await tx.execute(sql`update lease_amortizations set opening_balance = 50000.02, principal_amount = 50000.00, interest_amount = 0.00
      where lease_agreement_id = ${exampleC} and period_number = 109`);
    await tx.execute(sql`update lease_amortizations set closing_balance = 0.00, principal_amount = 0.02, interest_amount = -0.02
      where lease_agreement_id = ${exampleC} and period_number = 120`);
    // Declining balance written off early: the last 12 periods charged nothing.
    await tx.update(depreciations).set({ depraciationCharge: '0.00', openingBalance: '0.00', closingBalance: '0.00' })
      .where(and(eq(depreciations.leaseAgreementId, decliningBalance), gte(depreciations.periodNumber, 37)));
  });
}

describe('data migration: recalculate stored figures (DOMAIN §1, §4, §6 corrections)', () => {
  it('has run on the migrated database and is recorded, so migrating again runs nothing', async () => {
    const reports = await migrateDatabase(database);
    expect(reports.size).toBe(0);
    const recorded = (await database.db.execute(sql`select name from leasedesk_data_migrations`)) as unknown as { rows: { name: string }[] };
    expect(recorded.rows.map((r) => r.name)).toContain(MIGRATION);
  });

  it('brings agreements stored with the old figures to the corrected core, keeping every row id', async () => {
    const before = {
      a: await storedRecord(csi, exampleA),
      c: await storedRecord(ifrs16, exampleC),
      declining: await storedRecord(ifrs16, decliningBalance),
    };
    await writeOldFigures();
    const old = await storedRecord(ifrs16, exampleC);
    expect(old.schedule[110]?.closingBalance).toBe(0.02);

    await database.db.execute(sql`delete from leasedesk_data_migrations where name = ${MIGRATION}`);
    const reports = await migrateDatabase(database);
    const report = reports.get(MIGRATION);
    expect(report?.skipped).toEqual([]);
    // §12 A's calculation, IE13's last rows and the declining balance were rewritten; the others untouched.
    expect(report?.changed).toBe(3);

    const after = {
      a: await storedRecord(csi, exampleA),
      c: await storedRecord(ifrs16, exampleC),
      declining: await storedRecord(ifrs16, decliningBalance),
    };
    for (const record of Object.values(after)) expectEqualsCore(record);
    expect(after.a.calculation?.implicitRate.toFixed(6)).toBe('0.119294');
    expect(after.c.schedule[108]).toMatchObject({ periodNumber: 109, openingBalance: 50_000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(after.c.schedule.slice(109).every((r) => r.openingBalance === 0 && r.closingBalance === 0 && r.interestAmount === 0)).toBe(true);
    expect(after.declining.depreciation.at(-1)?.depraciationCharge).toBeGreaterThan(0);
    // Updated in place: every period keeps the row (and id) it had.
    expect(idsOf(after.a)).toEqual(idsOf(before.a));
    expect(idsOf(after.c)).toEqual(idsOf(before.c));
    expect(idsOf(after.declining)).toEqual(idsOf(before.declining));
  });

  it('never rewrites an agreement with lease changes, whose figures are its versions’ (DOMAIN §14)', async () => {
    await withTenant(database.db, ifrs16, async (tx) => {
      const row = await findAgreementRow(tx, ifrs16, exampleC, { lock: true });
      await applyLeaseChangeIn(tx, { userId: seed.userId ?? 0, tenantId: ifrs16 }, row, { effectiveDate: '2027-01-01', changeKind: 0, rentPaymentAmount: 55_000 }, { dryRun: false });
    });
    const changed = await storedRecord(ifrs16, exampleC);
    expect(changed.schedule[24]?.paymentAmount).toBe(55_000);
    await database.db.execute(sql`delete from leasedesk_data_migrations where name = ${MIGRATION}`);
    const report = (await migrateDatabase(database)).get(MIGRATION);
    expect(report?.changed).toBe(0);
    expect(await storedRecord(ifrs16, exampleC)).toEqual(changed);
  });

  it('stores for a seeded non-monthly agreement exactly what calculateLease gives for its input', async () => {
    const record = await storedRecord(csi, exampleA);
    expect(record.input.paymentInterval).toBe(1);
    expectEqualsCore(record);
    expect(record.schedule).toHaveLength(37);
  });
});
