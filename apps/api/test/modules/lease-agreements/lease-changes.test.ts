import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseChangeDto } from '@leasedesk/contract';
import { leaseChanges, replacedDepreciations, replacedLeaseAmortizations } from '../../../src/db/schema.ts';
import { auditEntriesAfter, auditMark, changeOf } from '../../support/audit-trail.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleE, exampleEChange } from './support.ts';

/** DOMAIN §14 through the API: POST (dry run and stored), GET of the record and of the list, a later change, termination, undo. */
let t: TestApp;
let ifrs: string;
let contractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Changes IFRS', taxId: validTaxId(320_000_001) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const createE = async (contractNumber: string) => {
  const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleE(contractor.id, contractNumber) });
  expect(saved.body.errors).toEqual([]);
  return saved.body.value as LeaseAgreementDto;
};
const record = async (id: number) => (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${id}`, { token: ifrs })).body.value as LeaseAgreementDto;
const postChange = (id: number, body: object, query = '') => t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${id}/changes${query}`, { token: ifrs, body });
const listChanges = async (id: number) => (await t.call<LeaseChangeDto[]>('GET', `/api/leaseagreements/${id}/changes`, { token: ifrs })).body.value as LeaseChangeDto[];
const undo = (id: number) => t.call<LeaseChangeDto>('DELETE', `/api/leaseagreements/${id}/changes/latest`, { token: ifrs });

/** Example E's figures (DOMAIN §14), as both the dry run and the stored change answer them. */
const exampleEFigures = {
  version: 2,
  effectiveDate: '2027-01-01',
  changeKind: 2,
  rowNumber: 25,
  entryDate: '2027-01-01',
  carryingLiability: 328_710.18,
  carryingRightOfUse: 313_953.29,
  liabilityDecrease: 131_484.07,
  rightOfUseDecrease: 125_581.32,
  gainOrLoss: 5902.75,
  remeasuredLiability: 208_961.44,
  liabilityAdjustment: 11_735.33,
  rightOfUseAfter: 200_107.3,
  furtherGain: 0,
  termInMonths: null,
  rentPaymentAmount: 6500,
  indexationRate: null,
  residualValue: null,
  residualValueSettlement: null,
  incrementalBorrowingRate: 0.075,
  remainingScope: 0.6,
  implicitRate: 0.075,
};

describe('DOMAIN §12 example E through the API', () => {
  let agreement: LeaseAgreementDto;
  let before: LeaseAgreementDto;

  beforeAll(async () => {
    agreement = await createE('E/2025/1');
    before = await record(agreement.id);
  });

  it('has the inception figures of example E', () => {
    expect(before.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_255.61, costOfEquipment: 523_255.61, currentVersion: null });
    expect(before.leaseAmortizations.every((row) => row.remeasurementAmount === 0)).toBe(true);
    expect(before.depraciations.every((period) => period.remeasurementAmount === 0)).toBe(true);
  });

  it('answers a dry run with the change’s figures to the cent and stores nothing', async () => {
    const dryRun = await postChange(agreement.id, exampleEChange, '?dryRun=true');
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.errors).toEqual([]);
    expect(dryRun.body.value).toMatchObject({ ...exampleEFigures, changeId: null, createdBy: null, createDate: null });
    expect(dryRun.body.value?.amortizationRate).toBeCloseTo(0.00625, 12);
    expect(await record(agreement.id)).toEqual(before);
    expect(await listChanges(agreement.id)).toEqual([]);
  });

  it('stores the change: rows and periods from 25 are the new version’s, those before keep their ids', async () => {
    const mark = await auditMark(t.db);
    const posted = await postChange(agreement.id, exampleEChange);
    expect(posted.body.errors).toEqual([]);
    const change = posted.body.value as LeaseChangeDto;
    expect(change).toMatchObject({ ...exampleEFigures, createdBy: 'user@leasedesk.test' });
    expect(change.changeId).toBeGreaterThan(0);
    expect(Date.parse(change.createDate ?? '')).not.toBeNaN();

    const after = await record(agreement.id);
    // The rows before k are untouched, ids included; from k on they are new.
    expect(after.leaseAmortizations.slice(0, 24)).toEqual(before.leaseAmortizations.slice(0, 24));
    expect(after.depraciations.slice(0, 24)).toEqual(before.depraciations.slice(0, 24));
    const oldIds = new Set(before.leaseAmortizations.map((row) => row.id));
    expect(after.leaseAmortizations.slice(24).some((row) => oldIds.has(row.id))).toBe(false);
    expect(after.leaseAmortizations).toHaveLength(60);
    expect(after.leaseAmortizations[24]).toMatchObject({
      periodNumber: 25,
      paymentDate: '2027-01-31',
      remeasurementAmount: -119_748.74,
      openingBalance: 208_961.44,
      paymentAmount: 6500,
      interestAmount: 1306.01,
      closingBalance: 203_767.45,
    });
    expect(after.leaseAmortizations[59]).toMatchObject({ periodNumber: 60, openingBalance: 6459.67, interestAmount: 40.33, closingBalance: 0, remeasurementAmount: 0 });
    expect(after.leaseAmortizations.filter((row) => row.remeasurementAmount !== 0).map((row) => row.periodNumber)).toEqual([25]);
    // opening_t = closing_(t−1) + remeasurementAmount_t
    for (let index = 1; index < 60; index++) {
      const row = after.leaseAmortizations[index];
      const previous = after.leaseAmortizations[index - 1];
      if (!row || !previous) throw new Error('missing row');
      expect(Math.round((previous.closingBalance + row.remeasurementAmount) * 100), `row ${row.periodNumber}`).toBe(Math.round(row.openingBalance * 100));
    }
    expect(after.depraciations[24]).toMatchObject({ periodNumber: 25, openingBalance: 200_107.3, depraciationCharge: 5558.54, remeasurementAmount: -113_845.99 });
    expect(after.depraciations[59]).toMatchObject({ periodNumber: 60, depraciationCharge: 5558.4, closingBalance: 0, remeasurementAmount: 0 });
    expect(after.depraciations.slice(25, 59).every((period) => period.depraciationCharge === 5558.54)).toBe(true);
    // The inception's figures stay; the current version is beside them.
    expect(after.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_255.61, costOfEquipment: 523_255.61, implicitRate: 0.06 });
    expect(after.leaseCalculation?.currentVersion).toMatchObject({ version: 2, implicitRate: 0.075, rowNumber: 25, remeasuredLiability: 208_961.44, rightOfUseAfter: 200_107.3, terminated: false });
    expect(after.leaseCalculation?.currentVersion?.amortizationRate).toBeCloseTo(0.00625, 12);
    // The agreement holds the current version's terms.
    expect(after).toMatchObject({ rentPaymentAmount: 6500, incrementalBorrowingRate: 0.075, termInMonths: 60, closingDate: '2029-12-31' });
    // The per-agreement GETs answer the same.
    expect((await t.call('GET', `/api/leaseagreements/${agreement.id}/leaseamortizations`, { token: ifrs })).body.value).toEqual(after.leaseAmortizations);
    expect((await t.call('GET', `/api/leaseagreements/${agreement.id}/depreciations`, { token: ifrs })).body.value).toEqual(after.depraciations);
    expect((await t.call('GET', `/api/leaseagreements/${agreement.id}/leasecalculation`, { token: ifrs })).body.value).toEqual(after.leaseCalculation);

    // What it replaced is kept for undo, ids and all.
    const replaced = await t.db.select().from(replacedLeaseAmortizations).where(eq(replacedLeaseAmortizations.leaseChangeId, change.changeId as number)).orderBy(asc(replacedLeaseAmortizations.periodNumber));
    expect(replaced.map((row) => row.id)).toEqual(before.leaseAmortizations.slice(24).map((row) => row.id));
    const replacedPeriods = await t.db.select().from(replacedDepreciations).where(eq(replacedDepreciations.leaseChangeId, change.changeId as number));
    expect(replacedPeriods).toHaveLength(36);

    // The list answers it; the trail has one entry with the change's kind, date and figures.
    expect(await listChanges(agreement.id)).toEqual([change]);
    const entries = (await auditEntriesAfter(t.db, mark)).filter((entry) => entry.entityId === String(agreement.id));
    expect(entries.map((entry) => entry.action)).toEqual(['change']);
    const [entry] = entries;
    if (!entry) throw new Error('no audit entry');
    expect(changeOf(entry, 'changeKind')).toEqual({ field: 'changeKind', before: null, after: 2 });
    expect(changeOf(entry, 'effectiveDate')).toEqual({ field: 'effectiveDate', before: null, after: '2027-01-01' });
    expect(changeOf(entry, 'gainOrLoss')).toEqual({ field: 'gainOrLoss', before: null, after: 5902.75 });
    expect(changeOf(entry, 'remeasuredLiability')).toEqual({ field: 'remeasuredLiability', before: null, after: 208_961.44 });
    expect(changeOf(entry, 'rentPaymentAmount')).toEqual({ field: 'rentPaymentAmount', before: 10_000, after: 6500 });
    expect(changeOf(entry, 'incrementalBorrowingRate')).toEqual({ field: 'incrementalBorrowingRate', before: 0.06, after: 0.075 });
    expect(entry.counts).toEqual({ scheduleRows: 36, depreciationRows: 36 });
  });

  it('applies a second change from a later row on the first change’s version, and lists both newest first', async () => {
    const current = await record(agreement.id);
    const posted = await postChange(agreement.id, { effectiveDate: '2028-01-01', changeKind: 0, rentPaymentAmount: 7000 });
    expect(posted.body.errors).toEqual([]);
    const second = posted.body.value as LeaseChangeDto;
    const row36 = current.leaseAmortizations[35];
    expect(second).toMatchObject({ version: 3, rowNumber: 37, changeKind: 0, carryingLiability: row36?.closingBalance, carryingRightOfUse: current.depraciations[35]?.closingBalance, gainOrLoss: 0 });
    // Kind 0 keeps the version's rate j′.
    expect(second.amortizationRate).toBeCloseTo(0.00625, 12);
    expect(second.implicitRate).toBeCloseTo(0.075, 12);
    const after = await record(agreement.id);
    expect(after.leaseAmortizations.slice(0, 36)).toEqual(current.leaseAmortizations.slice(0, 36));
    expect(after.leaseAmortizations[36]).toMatchObject({ periodNumber: 37, paymentAmount: 7000, openingBalance: second.remeasuredLiability });
    expect(after.leaseAmortizations[24]?.remeasurementAmount).toBe(-119_748.74);
    expect(after.leaseAmortizations[59]?.closingBalance).toBe(0);
    expect(after.depraciations[59]?.closingBalance).toBe(0);
    expect(after.leaseCalculation?.currentVersion).toMatchObject({ version: 3, rowNumber: 37 });
    const listed = await listChanges(agreement.id);
    expect(listed.map((change) => change.version)).toEqual([3, 2]);
    expect(listed[0]).toEqual(second);
  });

  it('withdraws the latest change only, each time bringing back exactly the version before it', async () => {
    const afterFirst = await record(agreement.id);
    // afterFirst is version 3 here; withdraw it, then version 2.
    const withdrawn = await undo(agreement.id);
    expect(withdrawn.body.errors).toEqual([]);
    expect(withdrawn.body.value).toMatchObject({ version: 3, rowNumber: 37 });
    const version2 = await record(agreement.id);
    expect(version2.leaseCalculation?.currentVersion).toMatchObject({ version: 2 });
    expect(version2.leaseAmortizations.slice(0, 36)).toEqual(afterFirst.leaseAmortizations.slice(0, 36));
    expect(version2.rentPaymentAmount).toBe(6500);

    const mark = await auditMark(t.db);
    expect((await undo(agreement.id)).body.value).toMatchObject({ version: 2, rowNumber: 25 });
    expect(await record(agreement.id)).toEqual(before);
    expect(await listChanges(agreement.id)).toEqual([]);
    expect(await t.db.select().from(leaseChanges).where(eq(leaseChanges.leaseAgreementId, agreement.id))).toEqual([]);
    const [entry] = (await auditEntriesAfter(t.db, mark)).filter((e) => e.entityId === String(agreement.id));
    expect(entry?.action).toBe('undoChange');
    expect(entry && changeOf(entry, 'rentPaymentAmount')).toEqual({ field: 'rentPaymentAmount', before: 6500, after: 10_000 });
    expect(entry && changeOf(entry, 'changeKind')).toEqual({ field: 'changeKind', before: 2, after: null });

    // Nothing left to withdraw.
    const none = await undo(agreement.id);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Lease change not found' }], value: null });
  });
});

describe('early termination', () => {
  it('ends the lease the day before its date: rows and periods 1..k−1 only, nothing may follow; undo brings the lease back', async () => {
    const agreement = await createE('E/2025/T');
    const before = await record(agreement.id);
    const posted = await postChange(agreement.id, { effectiveDate: '2026-07-01', changeKind: 3 });
    expect(posted.body.errors).toEqual([]);
    const row18 = before.leaseAmortizations[17];
    const period18 = before.depraciations[17];
    if (!row18 || !period18) throw new Error('missing row');
    expect(posted.body.value).toMatchObject({
      version: 2,
      changeKind: 3,
      rowNumber: 19,
      carryingLiability: row18.closingBalance,
      carryingRightOfUse: period18.closingBalance,
      liabilityDecrease: row18.closingBalance,
      rightOfUseDecrease: period18.closingBalance,
      gainOrLoss: Math.round((row18.closingBalance - period18.closingBalance) * 100) / 100,
      remeasuredLiability: 0,
      rightOfUseAfter: 0,
    });
    const after = await record(agreement.id);
    expect(after.leaseAmortizations).toEqual(before.leaseAmortizations.slice(0, 18));
    expect(after.depraciations).toEqual(before.depraciations.slice(0, 18));
    expect(after).toMatchObject({ termInMonths: 18, closingDate: '2026-06-30' });
    expect(after.leaseCalculation?.currentVersion).toMatchObject({ version: 2, terminated: true, rowNumber: 19 });

    const later = await postChange(agreement.id, { effectiveDate: '2026-09-01', changeKind: 0, rentPaymentAmount: 9000 });
    expect(later.body).toEqual({ success: false, errors: [{ propertyName: 'effectiveDate', message: 'The lease was terminated early: no change can follow.' }], value: null });

    expect((await undo(agreement.id)).body.success).toBe(true);
    expect(await record(agreement.id)).toEqual(before);
  });
});

describe('the agreement’s other operations', () => {
  it('keeps the changes through a delete and a restore of the agreement, and 404s them while it is deleted', async () => {
    const agreement = await createE('E/2025/D');
    const change = (await postChange(agreement.id, { effectiveDate: '2026-01-01', changeKind: 0, indexationRate: 2 })).body.value as LeaseChangeDto;
    expect(change.version).toBe(2);
    expect((await t.call('DELETE', `/api/leaseagreements/${agreement.id}`, { token: ifrs })).body.success).toBe(true);
    for (const [method, url] of [
      ['GET', `/api/leaseagreements/${agreement.id}/changes`],
      ['DELETE', `/api/leaseagreements/${agreement.id}/changes/latest`],
    ] as const) {
      expect((await t.call(method, url, { token: ifrs })).status, `${method} ${url}`).toBe(404);
    }
    expect((await postChange(agreement.id, { effectiveDate: '2027-01-01', changeKind: 3 })).status).toBe(404);
    expect((await t.call('DELETE', `/api/leaseagreements/${agreement.id}`, { token: ifrs })).body.success).toBe(true);
    expect(await listChanges(agreement.id)).toEqual([change]);
  });

  it('keeps a version’s figures when the per-agreement POSTs recompute (same rows, same ids)', async () => {
    const agreement = await createE('E/2025/R');
    expect((await postChange(agreement.id, exampleEChange)).body.success).toBe(true);
    const after = await record(agreement.id);
    for (const path of ['leasecalculation', 'leaseamortizations', 'leaseamortization', 'depreciation']) {
      const reply = await t.call('POST', `/api/leaseagreements/${agreement.id}/${path}`, { token: ifrs });
      expect(reply.body.success, path).toBe(true);
    }
    expect(await record(agreement.id)).toEqual(after);
  });

  it('lets a PUT change what rewrites no history, without recomputing, and refuses a term on its field', async () => {
    const agreement = await createE('E/2025/P');
    expect((await postChange(agreement.id, exampleEChange)).body.success).toBe(true);
    const after = await record(agreement.id);
    // The record as GET answered it, read-only fields included, changes nothing.
    const echoed = await t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${agreement.id}`, { token: ifrs, body: after });
    expect(echoed.body.errors).toEqual([]);
    expect(echoed.body.value).toEqual(after);
    const renamed = await t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${agreement.id}`, { token: ifrs, body: { ...after, assetName: 'Biuro, 60 %', factoringContractNumber: 'F/1' } });
    expect(renamed.body.errors).toEqual([]);
    expect(renamed.body.value).toEqual({ ...after, assetName: 'Biuro, 60 %', factoringContractNumber: 'F/1' });

    const refused = await t.call('PUT', `/api/leaseagreements/${agreement.id}`, { token: ifrs, body: { ...after, rentPaymentAmount: 7000, termInMonths: 48 } });
    const message = 'This agreement has lease changes: change its terms with a new change';
    expect(refused.body).toEqual({
      success: false,
      errors: [
        { propertyName: 'termInMonths', message },
        { propertyName: 'rentPaymentAmount', message },
      ],
      value: null,
    });
    const polish = await t.call('PUT', `/api/leaseagreements/${agreement.id}`, { token: ifrs, body: { ...after, leaseIncentive: 100 }, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: 'leaseIncentive', message: 'Ta umowa ma zmiany leasingu: jej warunki zmień kolejną zmianą' }]);
    expect(await record(agreement.id)).toEqual({ ...after, assetName: 'Biuro, 60 %', factoringContractNumber: 'F/1' });
    // Without changes the same PUT recomputes as ever.
    expect((await undo(agreement.id)).body.success).toBe(true);
    const recomputed = await t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${agreement.id}`, { token: ifrs, body: { ...exampleE(contractor.id, 'E/2025/P'), rentPaymentAmount: 7000 } });
    expect(recomputed.body.errors).toEqual([]);
    expect(recomputed.body.value?.leaseAmortizations[0]?.paymentAmount).toBe(7000);
  });
});

