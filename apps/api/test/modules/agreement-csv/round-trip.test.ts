import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { agreementCsvColumns } from '../../../src/modules/agreement-csv/agreement-csv-format.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { createContractor, createSalesPerson, exportAgreements, newTenant, recordOf, tokensOf, uploadAgreements, type CsvTest } from './support.ts';

/**
 * FORMATS §4's promise: exporting one client's agreements and importing the file into another client with
 * contractors of the same tax ids (and sales persons of the same names) reproduces every figure. An agreement's
 * standard is its client's, so each demo client is copied into a new client of its own standard. The copies are
 * compared field by field: the input, the lease calculation, every schedule row and every depreciation period.
 */
let t: TestApp;
let s: CsvTest;

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
});
afterAll(async () => t.close());

async function save(token: string, body: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as LeaseAgreementDto;
}

async function liveAgreementIds(tenantId: number): Promise<number[]> {
  const rows = await withTenant(t.db, tenantId, (tx) => rawRows<{ id: number }>(tx, sql`select id from lease_agreements where tenant_id = ${tenantId} and not is_deleted order by id`));
  return rows.map((row) => row.id);
}

/** Everything of a record that is the agreement's own, not its identity in one client (ids, dates made, tokens, names). */
function figuresOf(record: LeaseAgreementDto) {
  const { id: _id, createDate: _created, token: _token, contractorId: _contractorId, contractor, salesPersonId: _salesPersonId, salesPerson, leaseCalculation, leaseAmortizations, depraciations, ...input } = record;
  return {
    input,
    taxId: contractor.taxId,
    salesPerson: salesPerson === null ? null : `${salesPerson.firstName} ${salesPerson.lastName}`,
    calculation: leaseCalculation === null ? null : { ...leaseCalculation, leaseAgreementId: 0 },
    schedule: leaseAmortizations.map(({ id: _rowId, leaseAgreementId: _agreementId, ...row }) => row),
    depreciation: depraciations.map(({ id: _periodId, createDate: _made, leaseAgreementId: _agreementId, ...period }) => period),
  };
}

/** A new client of `standard` holding the source's contractors (by tax id, under other names) and sales persons (by name). */
async function copyTarget(name: string, standard: number, sourceToken: string) {
  const target = await newTenant(t, s, name, standard);
  const contractors = (await t.call<ContractorDto[]>('GET', '/api/contractors', { token: sourceToken })).body.value ?? [];
  for (const contractor of contractors) await createContractor(t, target.token, `Kopia: ${contractor.name}`, contractor.taxId);
  const people = (await t.call<{ firstName: string; lastName: string }[]>('GET', '/api/salespersons', { token: sourceToken })).body.value ?? [];
  for (const person of people) await createSalesPerson(t, target.token, person.firstName, person.lastName);
  return target;
}

async function expectSameFigures(sourceToken: string, sourceTenantId: number, targetToken: string, targetIds: number[]) {
  const sourceIds = await liveAgreementIds(sourceTenantId);
  expect(targetIds).toHaveLength(sourceIds.length);
  for (const [index, sourceId] of sourceIds.entries()) {
    const original = figuresOf(await recordOf(t, sourceToken, sourceId));
    const copy = figuresOf(await recordOf(t, targetToken, targetIds[index] ?? 0));
    expect(copy, `agreement ${original.input.contractNumber}/${original.input.scheduleNumber}`).toEqual(original);
  }
  return sourceIds.length;
}

describe('export, then import into another client of the same standard', () => {
  it('CSI: every input field, the calculation and every schedule row are the same; text that looks like a formula is guarded and comes back as typed', async () => {
    const [lessor] = (await t.call<ContractorDto[]>('GET', '/api/contractors', { token: s.csi })).body.value ?? [];
    const tricky = await save(s.csi, {
      contractorId: lessor?.id ?? 0,
      contractNumber: '=1+2',
      scheduleNumber: "'5",
      startingDate: '2025-01-31',
      termInMonths: 24,
      rentPaymentAmount: 4321.09,
      totalEquipmentCost: 90_000.01,
      salesPersonCommission: 123.45,
      residualValue: 1000.5,
      residualValueSettlement: 0,
      paymentDue: 1,
      assetName: '@SUM(A1); "cudzysłów"\nwiersz drugi',
      factoringContractNumber: '-FAKT/1',
      transferToFactorDate: '2025-06-30',
      incrementalBorrowingRate: 0.0612345678,
      indexationRate: 2.5,
      leaseType: 1,
      assetCategory: 4,
    });
    const source = await exportAgreements(t, s.csi);
    expect(source.status).toBe(200);
    expect(source.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(source.headers['content-disposition']).toContain('attachment');
    expect([...source.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = source.text.slice(1).split('\r\n');
    expect(header).toBe(agreementCsvColumns.join(';'));
    expect(source.text).toContain(`;'=1+2;''5;2025-01-31;24;4321,09;2027-01-30;1;0;0;90000,01;123,45;0,00;1000,50;0;2,5;0,0612345678;`);
    expect(source.text).toContain(`"'@SUM(A1); ""cudzysłów""\nwiersz drugi"`);
    expect(source.text).toContain(`;2025-06-30;'-FAKT/1;`);
    expect(source.text).toContain(';UL/2025/001;1;2025-03-01;36;9500,00;2028-02-29;0;1;1;100000,00;1500,00;500,00;5000,00;');
    expect(source.text).toContain(';Zofia Wiśniewska\r\n');
    expect(lines.filter((line) => line !== '').length).toBeGreaterThanOrEqual(4);

    const target = await copyTarget('Kopia CSI', 0, s.csi);
    const imported = await uploadAgreements(t, target.token, source.bytes);
    expect(imported.body.errors).toEqual([]);
    const count = await expectSameFigures(s.csi, s.csiId, target.token, imported.body.value?.agreements.map((agreement) => agreement.leaseAgreementId ?? 0) ?? []);
    expect(count).toBe(imported.body.value?.count);
    const copied = await recordOf(t, target.token, imported.body.value?.agreements.at(-1)?.leaseAgreementId ?? 0);
    expect(copied).toMatchObject({ contractNumber: tricky.contractNumber, scheduleNumber: "'5", assetName: tricky.assetName, factoringContractNumber: '-FAKT/1', incrementalBorrowingRate: 0.0612345678 });
    // The copy exports to the same file, byte for byte.
    expect((await exportAgreements(t, target.token)).text).toBe(source.text);
  });

  it('IFRS16: the liability, the rate (given or solved), schedules and depreciation are the same', async () => {
    const contractors = (await t.call<ContractorDto[]>('GET', '/api/contractors', { token: s.ifrs })).body.value ?? [];
    const [first, second] = contractors;
    await save(s.ifrs, {
      contractorId: first?.id ?? 0, contractNumber: 'IE13', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 120, rentPaymentAmount: 50_000,
      incrementalBorrowingRate: 0.05, rateConvention: 1, initialDirectCosts: 20_000, leaseIncentive: 5000, paymentDue: 0, paymentInterval: 3,
    });
    await save(s.ifrs, {
      contractorId: second?.id ?? 0, contractNumber: 'SOLVED', scheduleNumber: 'A-7', startingDate: '2024-02-29', termInMonths: 48, rentPaymentAmount: 3333.33,
      totalEquipmentCost: 120_000, shouldRateBeCalculated: true, residualValue: 9000, residualValueSettlement: 1, leasePremium: 1500.5,
      leaseholdImprovements: 7000, dismantlingProvision: 2500, indexationRate: 1.25, rentFreePeriodInMonths: 2, depreciationMethod: 1,
    });
    const source = await exportAgreements(t, s.ifrs);
    const target = await copyTarget('Kopia IFRS16', 1, s.ifrs);
    const imported = await uploadAgreements(t, target.token, source.bytes);
    expect(imported.body.errors).toEqual([]);
    const solved = imported.body.value?.agreements.find((agreement) => agreement.contractNumber === 'SOLVED');
    expect(solved?.rate).toBeGreaterThan(0);
    const count = await expectSameFigures(s.ifrs, s.ifrsId, target.token, imported.body.value?.agreements.map((agreement) => agreement.leaseAgreementId ?? 0) ?? []);
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

describe('what an export holds', () => {
  it('only the client’s live agreements, of the contractors asked for; another client’s contractor ids match nothing', async () => {
    const [csiContractor] = (await t.call<ContractorDto[]>('GET', '/api/contractors', { token: s.csi })).body.value ?? [];
    const own = await createContractor(t, s.ifrs, 'Tylko IFRS', validTaxId(418_000_001));
    const kept = await save(s.ifrs, { contractorId: own.id, contractNumber: 'WIDOCZNA', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, incrementalBorrowingRate: 0.05 });
    const removed = await save(s.ifrs, { contractorId: own.id, contractNumber: 'USUNIETA', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000 });
    expect((await t.call('DELETE', `/api/leaseagreements/${removed.id}`, { token: s.ifrs })).body.success).toBe(true);

    const mine = await exportAgreements(t, s.ifrs, [own.id]);
    const lines = mine.text.slice(1).split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${own.taxId};${kept.contractNumber};1;`);

    const csiNumbers = (await exportAgreements(t, s.csi)).text.split('\r\n').slice(1).map((line) => line.split(';')[1]).filter(Boolean);
    const everything = await exportAgreements(t, s.ifrs);
    expect(csiNumbers.length).toBeGreaterThan(0);
    for (const number of csiNumbers) expect(everything.text).not.toContain(`;${number};`);
    expect(everything.text).not.toContain('USUNIETA');

    for (const ids of [[csiContractor?.id ?? 0], [csiContractor?.id ?? 0, 2_147_483_647, 99_999_999_999]]) {
      const foreign = await exportAgreements(t, s.ifrs, ids);
      expect(foreign.text).toBe(`\uFEFF${agreementCsvColumns.join(';')}\r\n`);
    }
    const bad = await t.call('GET', '/api/leaseagreements/csv?contractorIds=1;2', { token: s.ifrs });
    expect([bad.status, bad.body.errors.map((error) => error.propertyName)]).toEqual([200, ['contractorIds']]);
    // An empty list is no filter, as the web sends it before anything is chosen.
    expect((await exportAgreements(t, s.ifrs, [])).text).toBe(everything.text);
  });
});

describe('the template', () => {
  it('is every column and one example row (UTF-8 with a byte-order mark) that imports without an error under either standard', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/leaseagreement/csv/template', headers: { authorization: `Bearer ${s.csi}` } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = reply.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(agreementCsvColumns.join(';'));
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^113-285-38-69;/), '']);
    for (const token of [s.csi, s.ifrs]) {
      await createContractor(t, token, 'Leasing Północ Sp. z o.o.', '1132853869');
      const dry = await uploadAgreements(t, token, reply.rawPayload, { dryRun: true });
      expect(dry.body.errors).toEqual([]);
      expect(dry.body.value?.count).toBe(1);
    }
    const stored = await uploadAgreements(t, s.csi, reply.rawPayload);
    const record = await recordOf(t, s.csi, stored.body.value?.agreements[0]?.leaseAgreementId ?? 0);
    expect(record).toMatchObject({ contractNumber: 'UL/2025/001', incrementalBorrowingRate: 0.065, totalEquipmentCost: 100_000, assetName: 'Frezarka CNC' });
    expect(record.leaseCalculation?.totalPresentValueOfLeasePayments).toBe(101_000);
  });
});
