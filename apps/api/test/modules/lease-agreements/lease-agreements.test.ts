import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, DepreciationPeriodDto, LeaseAgreementDto, LeaseAgreementListRow, LeaseAmortizationRow, LeaseCalculationDto, PagedResult } from '@leasedesk/contract';
import { depreciations, leaseAgreements, leaseAmortizations, leaseCalculations } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleB } from './support.ts';

let t: TestApp;
let csi: string;
let ifrs: string;
let contractorCsi: ContractorDto;
let contractorIfrs: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  contractorCsi = (await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name: 'Agreements CSI', taxId: validTaxId(310_000_001) } })).body.value as ContractorDto;
  contractorIfrs = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Agreements IFRS', taxId: validTaxId(310_000_002) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const rowCounts = async (id: number) => ({
  agreements: (await t.db.select({ n: count() }).from(leaseAgreements).where(eq(leaseAgreements.id, id)))[0]?.n,
  calculations: (await t.db.select({ n: count() }).from(leaseCalculations).where(eq(leaseCalculations.leaseAgreementId, id)))[0]?.n,
  schedule: (await t.db.select({ n: count() }).from(leaseAmortizations).where(eq(leaseAmortizations.leaseAgreementId, id)))[0]?.n,
  depreciation: (await t.db.select({ n: count() }).from(depreciations).where(eq(depreciations.leaseAgreementId, id)))[0]?.n,
});
const agreementsNumbered = async (contractNumber: string) => t.db.select().from(leaseAgreements).where(eq(leaseAgreements.contractNumber, contractNumber));
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

describe('DOMAIN §12 examples through the API', () => {
  it('example A (CSI) gives exactly its figures in the full record, stored as numeric cents', async () => {
    const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: exampleA(contractorCsi.id) });
    expect(saved.body.errors).toEqual([]);
    const id = (saved.body.value as LeaseAgreementDto).id;
    const record = (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${id}`, { token: csi })).body.value as LeaseAgreementDto;
    expect(record).toMatchObject({
      id,
      contractNumber: 'A/2025/1',
      closingDate: '2028-02-29',
      accountingStandard: 0,
      rateConvention: 0,
      contractorId: contractorCsi.id,
      contractor: { name: 'Agreements CSI', code: '', taxId: contractorCsi.taxId },
      salesPerson: null,
      invoiceReports: [],
      impairmentProcedures: [],
      depraciations: [],
    });
    expect(record.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const calculation = record.leaseCalculation as LeaseCalculationDto;
    expect(calculation).toMatchObject({
      presentValueOfRent: 97_485.88,
      totalPresentValueOfLeasePayments: 101_000,
      costOfEquipment: 100_000,
      ninetyPercenatageTest: 0.9749,
      interimRate: 104.11,
      leaseClassification: 'finance',
      leaseAgreementId: id,
    });
    expect(calculation.implicitRate).toBeCloseTo(0.119294, 6);
    expect(calculation.amortizationRate).toBeCloseTo(0.009844, 6);
    const rows = record.leaseAmortizations;
    expect(rows).toHaveLength(37);
    expect(rows[0]).toMatchObject({ periodNumber: 1, paymentDate: '2025-03-01', paymentAmount: 9500, interestAmount: 900.72, principalAmount: 8599.28, openingBalance: 101_000, closingBalance: 92_400.72, leaseAgreementId: id, isBillingMonth: true });
    expect(rows[1]).toMatchObject({ paymentAmount: 0, interestAmount: 909.59, closingBalance: 93_310.31, isBillingMonth: false });
    expect(rows[12]).toMatchObject({ paymentDate: '2026-03-01', paymentAmount: 9500, interestAmount: 621.94, closingBalance: 63_801.46 });
    expect(rows[36]).toMatchObject({ paymentDate: '2028-03-01', paymentAmount: 5000, openingBalance: 5000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(sum(rows.map((r) => r.interestAmount))).toBe(18_000);
    // Stored as numeric with exactly those cents.
    const [stored] = await t.db.select().from(leaseAmortizations).where(and(eq(leaseAmortizations.leaseAgreementId, id), eq(leaseAmortizations.periodNumber, 37)));
    expect(stored).toMatchObject({ openingBalance: '5000.02', interestAmount: '-0.02', closingBalance: '0.00', paymentDate: '2028-03-01' });
    expect(await rowCounts(id)).toEqual({ agreements: 1, calculations: 1, schedule: 37, depreciation: 0 });
  });

  it('example B (IFRS16, standard taken from the tenant) gives its liability, schedule and depreciation', async () => {
    const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleB(contractorIfrs.id) });
    expect(saved.body.errors).toEqual([]);
    const record = saved.body.value as LeaseAgreementDto;
    expect(record).toMatchObject({ accountingStandard: 1, incrementalBorrowingRate: 0.06, indexationRate: 3, closingDate: '2029-12-31' });
    expect(record.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_595.22, costOfEquipment: 532_595.22, implicitRate: 0.06, leaseClassification: null });
    const rows = record.leaseAmortizations;
    expect(rows).toHaveLength(60);
    expect(rows[0]).toMatchObject({ paymentDate: '2025-01-31', paymentAmount: 0, rentFreeAmount: 10_000, interestAmount: 2587.98, closingBalance: 520_183.2, accountingStandard: 1 });
    expect(rows[12]).toMatchObject({ paymentAmount: 10_300, increaseRate: 0.03, interestAmount: 2288.49, closingBalance: 449_686.71 });
    expect(rows[59]).toMatchObject({ paymentAmount: 11_255.09, interestAmount: 55.94, closingBalance: 0 });
    expect(sum(rows.map((r) => r.interestAmount))).toBe(89_501.1);
    const periods = record.depraciations;
    expect(periods).toHaveLength(60);
    expect(periods[0]).toMatchObject({ periodNumber: 1, beginingOfPeriod: '2025-01-01', endOfPeriod: '2025-01-31', openingBalance: 532_595.22, depraciationCharge: 8876.59, isDeleted: false });
    expect(periods[59]).toMatchObject({ depraciationCharge: 8876.41, closingBalance: 0, endOfPeriod: '2029-12-31' });
    // The per-agreement GETs answer what the record holds.
    expect((await t.call('GET', `/api/leaseagreements/${record.id}/leasecalculation`, { token: ifrs })).body.value).toEqual(record.leaseCalculation);
    expect((await t.call('GET', `/api/leaseagreements/${record.id}/leaseamortizations`, { token: ifrs })).body.value).toEqual(rows);
    expect((await t.call('GET', `/api/leaseagreements/${record.id}/leaseamortization`, { token: ifrs })).body.value).toEqual(rows);
    expect((await t.call('GET', `/api/leaseagreements/${record.id}/depreciations`, { token: ifrs })).body.value).toEqual(periods);
  });
});

describe('recomputing', () => {
  it('a second POST of each part leaves one set of rows with the same figures', async () => {
    const saved = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleB(contractorIfrs.id), contractNumber: 'B/2025/2' } })).body.value as LeaseAgreementDto;
    const before = await rowCounts(saved.id);
    expect(before).toEqual({ agreements: 1, calculations: 1, schedule: 60, depreciation: 60 });
    for (let round = 0; round < 2; round++) {
      const calculation = await t.call<LeaseCalculationDto>('POST', `/api/leaseagreements/${saved.id}/leasecalculation`, { token: ifrs });
      expect(calculation.body.value).toEqual(saved.leaseCalculation);
      const schedule = await t.call<LeaseAmortizationRow[]>('POST', `/api/leaseagreements/${saved.id}/leaseamortizations`, { token: ifrs });
      expect(schedule.body.value?.map(({ id: _id, ...row }) => row)).toEqual(saved.leaseAmortizations.map(({ id: _id, ...row }) => row));
      await t.call('POST', `/api/leaseagreements/${saved.id}/leaseamortization`, { token: ifrs });
      const depreciation = await t.call<DepreciationPeriodDto[]>('POST', `/api/leaseagreements/${saved.id}/depreciation`, { token: ifrs });
      expect(depreciation.body.value?.map((p) => p.depraciationCharge)).toEqual(saved.depraciations.map((p) => p.depraciationCharge));
      expect(await rowCounts(saved.id)).toEqual(before);
    }
  });

  it('a POST replaces stored figures that differ from lease-math’s, and keeps identical ones (same ids)', async () => {
    const saved = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleB(contractorIfrs.id), contractNumber: 'B/2025/4' } })).body.value as LeaseAgreementDto;
    const ids = saved.leaseAmortizations.map((row) => row.id);
    const unchanged = await t.call<LeaseAmortizationRow[]>('POST', `/api/leaseagreements/${saved.id}/leaseamortizations`, { token: ifrs });
    expect(unchanged.body.value?.map((row) => row.id)).toEqual(ids);
    // Tamper with the stored figures (as the database owner, beside the app).
    await t.db.update(leaseAmortizations).set({ interestAmount: '1.00' }).where(and(eq(leaseAmortizations.leaseAgreementId, saved.id), eq(leaseAmortizations.periodNumber, 13)));
    await t.db.update(depreciations).set({ depraciationCharge: '1.00' }).where(and(eq(depreciations.leaseAgreementId, saved.id), eq(depreciations.periodNumber, 60)));
    await t.db.update(leaseCalculations).set({ totalPresentValueOfLeasePayments: '1.00' }).where(eq(leaseCalculations.leaseAgreementId, saved.id));
    const schedule = (await t.call<LeaseAmortizationRow[]>('POST', `/api/leaseagreements/${saved.id}/leaseamortizations`, { token: ifrs })).body.value ?? [];
    expect(schedule[12]?.interestAmount).toBe(2288.49);
    expect(schedule.map((row) => row.id)).not.toEqual(ids);
    const periods = (await t.call<DepreciationPeriodDto[]>('POST', `/api/leaseagreements/${saved.id}/depreciation`, { token: ifrs })).body.value ?? [];
    expect(periods[59]?.depraciationCharge).toBe(8876.41);
    const calculation = (await t.call<LeaseCalculationDto>('POST', `/api/leaseagreements/${saved.id}/leasecalculation`, { token: ifrs })).body.value;
    expect(calculation?.totalPresentValueOfLeasePayments).toBe(517_595.22);
    const [stored] = await t.db.select().from(leaseAmortizations).where(and(eq(leaseAmortizations.leaseAgreementId, saved.id), eq(leaseAmortizations.periodNumber, 13)));
    expect(stored?.interestAmount).toBe('2288.49');
    expect(await rowCounts(saved.id)).toEqual({ agreements: 1, calculations: 1, schedule: 60, depreciation: 60 });
    // Concurrent recomputes of changed figures (on PostgreSQL truly parallel): the row lock serialises them.
    await t.db.update(leaseAmortizations).set({ interestAmount: '1.00' }).where(eq(leaseAmortizations.leaseAgreementId, saved.id));
    const replies = await Promise.all([0, 1, 2].map(() => t.call('POST', `/api/leaseagreements/${saved.id}/leaseamortizations`, { token: ifrs })));
    expect(replies.map((reply) => [reply.status, reply.body.success])).toEqual([[200, true], [200, true], [200, true]]);
    expect(await rowCounts(saved.id)).toEqual({ agreements: 1, calculations: 1, schedule: 60, depreciation: 60 });
  });

  it('an update recomputes calculation, schedule and depreciation in the same save', async () => {
    const saved = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleB(contractorIfrs.id), contractNumber: 'B/2025/3' } })).body.value as LeaseAgreementDto;
    const edited = await t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${saved.id}`, {
      token: ifrs,
      body: { ...exampleB(contractorIfrs.id), contractNumber: 'B/2025/3', termInMonths: 24, rentFreePeriodInMonths: 0, indexationRate: 0, closingDate: '1999-01-01' },
    });
    expect(edited.body.errors).toEqual([]);
    const record = edited.body.value as LeaseAgreementDto;
    expect(record).toMatchObject({ termInMonths: 24, closingDate: '2026-12-31', accountingStandard: 1 });
    expect(record.leaseAmortizations).toHaveLength(24);
    expect(record.depraciations).toHaveLength(24);
    expect(record.leaseAmortizations.every((row) => row.paymentAmount === 10_000)).toBe(true);
    expect(record.leaseAmortizations[23]?.closingBalance).toBe(0);
    expect(record.leaseCalculation?.totalPresentValueOfLeasePayments).not.toBe(saved.leaseCalculation?.totalPresentValueOfLeasePayments);
    expect(await rowCounts(saved.id)).toEqual({ agreements: 1, calculations: 1, schedule: 24, depreciation: 24 });
    const [calculation] = await t.db.select().from(leaseCalculations).where(eq(leaseCalculations.leaseAgreementId, saved.id));
    expect(Number(calculation?.totalPresentValueOfLeasePayments)).toBe(record.leaseCalculation?.totalPresentValueOfLeasePayments);
    // A bad edit changes nothing.
    const bad = await t.call('PUT', `/api/leaseagreements/${saved.id}`, { token: ifrs, body: { ...exampleB(contractorIfrs.id), contractNumber: 'B/2025/3', termInMonths: 0 } });
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors.map((e) => e.propertyName)).toContain('termInMonths');
    expect(await rowCounts(saved.id)).toEqual({ agreements: 1, calculations: 1, schedule: 24, depreciation: 24 });
  });
});

describe('bad input stores nothing', () => {
  const cases: [string, (contractorId: number) => unknown, string][] = [
    ['term not a multiple of the interval', (c) => ({ ...exampleA(c), contractNumber: 'BAD/1', termInMonths: 35 }), 'termInMonths'],
    ['negative rent', (c) => ({ ...exampleA(c), contractNumber: 'BAD/2', rentPaymentAmount: -100 }), 'rentPaymentAmount'],
    ['an unknown field', (c) => ({ ...exampleA(c), contractNumber: 'BAD/3', tenantId: 2 }), 'tenantId'],
    ['a rate with too many decimals', (c) => ({ ...exampleA(c), contractNumber: 'BAD/4', incrementalBorrowingRate: 0.012345678901 }), 'incrementalBorrowingRate'],
    ['an impossible factoring date', (c) => ({ ...exampleA(c), contractNumber: 'BAD/5', transferToFactorDate: '2025-02-30' }), 'transferToFactorDate'],
  ];
  for (const [what, body, field] of cases) {
    it(`${what}: a field error on ${field}`, async () => {
      const input = body(contractorCsi.id) as { contractNumber: string };
      const reply = await t.call('POST', '/api/leaseagreement', { token: csi, body: input });
      expect(reply.status).toBe(200);
      expect(reply.body.success).toBe(false);
      expect(reply.body.value).toBeNull();
      expect(reply.body.errors.map((e) => e.propertyName)).toContain(field);
      expect(await agreementsNumbered(input.contractNumber)).toEqual([]);
    });
  }

  it('another tenant’s contractor or sales person: field errors, as for none at all', async () => {
    const [salesPersonOfCsi] = (await t.call<{ id: number }[]>('GET', '/api/salespersons', { token: csi })).body.value ?? [];
    const reply = await t.call('POST', '/api/leaseagreement', { token: ifrs, body: { ...exampleB(contractorCsi.id), contractNumber: 'BAD/6', salesPersonId: salesPersonOfCsi?.id } });
    expect(reply.body).toEqual({
      success: false,
      errors: [
        { propertyName: 'contractorId', message: 'Choose a contractor of this client' },
        { propertyName: 'salesPersonId', message: 'Choose a sales person of this client' },
      ],
      value: null,
    });
    expect(await agreementsNumbered('BAD/6')).toEqual([]);
  });

  it('contract + schedule number are unique per contractor among live agreements', async () => {
    const body = { ...exampleA(contractorCsi.id), contractNumber: 'U/1', scheduleNumber: 'S1' };
    const first = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body })).body.value as LeaseAgreementDto;
    const duplicate = await t.call('POST', '/api/leaseagreement', { token: csi, body });
    expect(duplicate.body.errors).toEqual([{ propertyName: 'scheduleNumber', message: 'This contractor already has an agreement with this contract number and schedule number' }]);
    expect(await agreementsNumbered('U/1')).toHaveLength(1);
    // Another schedule of the same contract is fine; deleting frees the numbers; restoring then conflicts.
    expect((await t.call('POST', '/api/leaseagreement', { token: csi, body: { ...body, scheduleNumber: 'S2' } })).body.success).toBe(true);
    const deleted = await t.call<LeaseAgreementDto>('DELETE', `/api/leaseagreements/${first.id}`, { token: csi });
    expect(deleted.body.value?.isDeleted).toBe(true);
    expect((await t.call('GET', `/api/leaseagreements/${first.id}`, { token: csi })).status).toBe(404);
    expect((await t.call('GET', `/api/leaseagreements/${first.id}/leaseamortizations`, { token: csi })).status).toBe(404);
    const again = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body });
    expect(again.body.success).toBe(true);
    const restore = await t.call('DELETE', `/api/leaseagreements/${first.id}`, { token: csi });
    expect(restore.body.errors.map((e) => e.propertyName)).toEqual(['scheduleNumber']);
    const [row] = await t.db.select({ isDeleted: leaseAgreements.isDeleted }).from(leaseAgreements).where(eq(leaseAgreements.id, first.id));
    expect(row?.isDeleted).toBe(true);
  });
});

describe('lists and contractor lookups', () => {
  it('pages a contractor’s live agreements and finds numbers with slashes (URL-encoded)', async () => {
    const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name: 'Lookup Sp. z o.o.', taxId: validTaxId(310_000_003) } })).body.value as ContractorDto;
    const numbers: [string, string][] = [
      ['L/2025/02', '1'],
      ['L/2025/01', '2/B'],
      ['L/2025/01', '1'],
    ];
    const ids: number[] = [];
    for (const [contractNumber, scheduleNumber] of numbers) {
      const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractor.id), contractNumber, scheduleNumber } });
      ids.push((saved.body.value as LeaseAgreementDto).id);
    }
    const page = (await t.call<PagedResult<LeaseAgreementListRow>>('GET', `/api/leaseagreements/1/2/contractors/${contractor.id}`, { token: csi })).body.value as PagedResult<LeaseAgreementListRow>;
    expect({ ...page, items: page.items.map((i) => [i.contractNumber, i.scheduleNumber, i.contractorName, i.totalEquipmentCost]) }).toEqual({
      items: [
        ['L/2025/01', '1', 'Lookup Sp. z o.o.', 100_000],
        ['L/2025/01', '2/B', 'Lookup Sp. z o.o.', 100_000],
      ],
      itemsCount: 3,
      pagesCount: 2,
      pageSize: 2,
      page: 1,
    });
    expect(page.items[0]).toMatchObject({ id: ids[2], startingDate: '2025-03-01', closingDate: '2028-02-29', salesPerson: null, accountingStandard: 0 });
    expect((await t.call('GET', `/api/leaseagreements/1/101/contractors/${contractor.id}`, { token: csi })).body.success).toBe(false);
    // A sales person of the tenant shows in the record and the list.
    const [trader] = (await t.call<{ id: number; firstName: string; lastName: string }[]>('GET', '/api/salespersons', { token: csi })).body.value ?? [];
    const withTrader = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractor.id), contractNumber: 'L/2025/03', salesPersonId: trader?.id } })).body.value as LeaseAgreementDto;
    expect(withTrader).toMatchObject({ salesPersonId: trader?.id, salesPerson: { firstName: trader?.firstName, lastName: trader?.lastName } });
    const last = (await t.call<PagedResult<LeaseAgreementListRow>>('GET', `/api/leaseagreements/2/3/contractors/${contractor.id}`, { token: csi })).body.value;
    expect(last?.items.map((i) => [i.contractNumber, i.salesPerson])).toEqual([['L/2025/03', `${trader?.firstName} ${trader?.lastName}`]]);
    await t.call('DELETE', `/api/leaseagreements/${withTrader.id}`, { token: csi });

    expect((await t.call('GET', `/api/contractors/${contractor.id}/leaseagreements`, { token: csi })).body.value).toEqual(['L/2025/01', 'L/2025/02']);
    expect((await t.call('GET', `/api/contractors/${contractor.id}/leaseagreements/${encodeURIComponent('L/2025/01')}/schedules`, { token: csi })).body.value).toEqual(['1', '2/B']);
    const reference = await t.call<{ id: number; token: string }>('GET', `/api/contractors/${contractor.id}/leaseagreements/${encodeURIComponent('L/2025/01')}/${encodeURIComponent('2/B')}`, { token: csi });
    expect(reference.body.value).toEqual({ id: ids[1], token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const none = await t.call('GET', `/api/contractors/${contractor.id}/leaseagreements/${encodeURIComponent('L/2025/01')}/9`, { token: csi });
    expect(none.status).toBe(404);
    expect(none.body.errors).toEqual([{ propertyName: '', message: 'Lease agreement not found' }]);

    const ofBoth = [contractor.id, contractorCsi.id];
    expect((await t.call('POST', '/api/contractors/ids/leaseagreements/contractnumbers', { token: csi, body: ofBoth })).body.value).toEqual(expect.arrayContaining(['A/2025/1', 'L/2025/01', 'L/2025/02']));
    expect((await t.call('POST', '/api/contractors/ids/leaseagreements/schedulnumbers', { token: csi, body: [contractor.id] })).body.value).toEqual(['1', '2/B']);
    // Another tenant's contractor ids find nothing; a deleted agreement leaves the lookups.
    expect((await t.call('POST', '/api/contractors/ids/leaseagreements/contractnumbers', { token: ifrs, body: ofBoth })).body.value).toEqual([]);
    await t.call('DELETE', `/api/leaseagreements/${ids[0]}`, { token: csi });
    expect((await t.call('GET', `/api/contractors/${contractor.id}/leaseagreements`, { token: csi })).body.value).toEqual(['L/2025/01']);
    expect((await t.call<PagedResult<unknown>>('GET', `/api/leaseagreements/1/10/contractors/${contractor.id}`, { token: csi })).body.value?.itemsCount).toBe(2);
  });
});
