import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, ContractorDto, LeaseAgreementDto, LeaseAgreementInput, PagedResult } from '@leasedesk/contract';
import { auditEntriesAfter, auditMark, changeOf } from '../../support/audit-trail.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';
import { exportAgreements, uploadAgreements } from '../agreement-csv/support.ts';
import { exampleB } from '../lease-agreements/support.ts';
import { calculationColumns, csvOf, namedBy, scheduleColumns, scheduleRowsOf, uploadFigures } from '../reconciliation/support.ts';

/**
 * Every write path of an agreement leaves exactly one entry in the same transaction: who, the request's correlation
 * id, the fields and figures (L0 or N, rate, ROU) that changed with their values before and after, and how many
 * schedule rows were rewritten (a count, never the rows). Refused writes leave none.
 */
let t: TestApp;
let ifrs: string;
let csi: string;
let ifrsId: number;
let contractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrsId = t.seed.tenantIds.ifrs16;
  ifrs = await t.tenantToken(user, ifrsId);
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Wynajmujący Audyt', taxId: validTaxId(771_000_001) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

let nextNumber = 0;
const agreementInput = (changes: Partial<LeaseAgreementInput> = {}): LeaseAgreementInput => ({ ...exampleB(contractor.id), contractNumber: `AUD/${(nextNumber += 1)}`, ...changes });

async function created(input = agreementInput()): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: input });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as LeaseAgreementDto;
}

const bodyOf = (record: LeaseAgreementDto, changes: Partial<LeaseAgreementInput> = {}): LeaseAgreementInput => ({ ...exampleB(contractor.id), contractNumber: record.contractNumber, scheduleNumber: record.scheduleNumber, ...changes });

describe('an agreement’s trail', () => {
  it('records its creation with every field, L0 and ROU, and how many schedule rows were written', async () => {
    const mark = await auditMark(t.db);
    const record = await created();
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ action: 'create', entity: 'agreement', entityId: String(record.id), tenantId: ifrsId, userId: t.seed.userId, userName: demoAccounts.user.email, label: `${record.contractNumber} / 1` });
    expect(changeOf(entry!, 'rentPaymentAmount')).toEqual({ field: 'rentPaymentAmount', before: null, after: 10_000 });
    expect(changeOf(entry!, 'totalPresentValueOfLeasePayments')).toEqual({ field: 'totalPresentValueOfLeasePayments', before: null, after: 517_595.22 });
    expect(changeOf(entry!, 'costOfEquipment')).toEqual({ field: 'costOfEquipment', before: null, after: 532_595.22 });
    expect(changeOf(entry!, 'implicitRate')?.after).toBeCloseTo(0.06, 10);
    expect(entry?.counts).toEqual({ scheduleRows: 60, depreciationRows: 60 });
  });

  it('records an edit of the rent with the old and new rent and L0, and a count of the rows it rewrote', async () => {
    const record = await created();
    const mark = await auditMark(t.db);
    const edited = await t.call<LeaseAgreementDto>('PUT', `/api/leaseagreements/${record.id}`, { token: ifrs, body: bodyOf(record, { rentPaymentAmount: 11_000 }) });
    expect(edited.body.errors).toEqual([]);
    const newL0 = edited.body.value?.leaseCalculation?.totalPresentValueOfLeasePayments;
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', entity: 'agreement', entityId: String(record.id), userId: t.seed.userId });
    expect(entries[0]?.changes).toEqual([
      { field: 'rentPaymentAmount', before: 10_000, after: 11_000 },
      { field: 'totalPresentValueOfLeasePayments', before: 517_595.22, after: newL0 },
      { field: 'costOfEquipment', before: 532_595.22, after: (newL0 as number) + 15_000 },
      // No residual value: the rent's present value is L0 itself.
      { field: 'presentValueOfRent', before: 517_595.22, after: newL0 },
    ]);
    // Rent-free rows change too (their rentFreeAmount): every period of the schedule and of depreciation.
    expect(entries[0]?.counts).toEqual({ scheduleRows: 60, depreciationRows: 60 });
  });

  it('records a save that changed nothing as one entry with no changes and no rows rewritten', async () => {
    const record = await created();
    const mark = await auditMark(t.db);
    await t.call('PUT', `/api/leaseagreements/${record.id}`, { token: ifrs, body: bodyOf(record) });
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.changes, e.counts])).toEqual([['update', [], { scheduleRows: 0, depreciationRows: 0 }]]);
  });

  it('records each recompute of the save chain once, saying it changed nothing', async () => {
    const record = await created();
    const mark = await auditMark(t.db);
    for (const part of ['leasecalculation', 'leaseamortizations', 'depreciation']) {
      expect((await t.call('POST', `/api/leaseagreements/${record.id}/${part}`, { token: ifrs })).status).toBe(200);
    }
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entityId, e.changes, e.counts])).toEqual([
      ['recompute', String(record.id), [], {}],
      ['recompute', String(record.id), [], { scheduleRows: 0 }],
      ['recompute', String(record.id), [], { depreciationRows: 0 }],
    ]);
  });

  it('leaves the save chain’s recomputes that changed nothing out of a history asked for changes only', async () => {
    const record = await created();
    await t.call('PUT', `/api/leaseagreements/${record.id}`, { token: ifrs, body: bodyOf(record, { rentPaymentAmount: 10_500 }) });
    for (const part of ['leasecalculation', 'leaseamortizations', 'depreciation']) await t.call('POST', `/api/leaseagreements/${record.id}/${part}`, { token: ifrs });
    // A recompute that did rewrite rows stays: the stored schedule is changed behind the app's back first.
    await t.db.execute(sql`update lease_amortizations set interest_amount = interest_amount + 1 where lease_agreement_id = ${record.id} and period_number = 5`);
    await t.call('POST', `/api/leaseagreements/${record.id}/leaseamortizations`, { token: ifrs });
    const history = async (query: string) =>
      ((await t.call<PagedResult<AuditEntryDto>>('GET', `/api/leaseagreements/${record.id}/history${query}`, { token: ifrs })).body.value as PagedResult<AuditEntryDto>).items.map((e) => [e.action, e.counts]);
    expect(await history('')).toEqual([
      ['recompute', { scheduleRows: 1 }],
      ['recompute', { depreciationRows: 0 }],
      ['recompute', { scheduleRows: 0 }],
      ['recompute', {}],
      ['update', { scheduleRows: 60, depreciationRows: 60 }],
      ['create', { scheduleRows: 60, depreciationRows: 60 }],
    ]);
    expect(await history('?changedOnly=true')).toEqual([
      ['recompute', { scheduleRows: 1 }],
      ['update', { scheduleRows: 60, depreciationRows: 60 }],
      ['create', { scheduleRows: 60, depreciationRows: 60 }],
    ]);
    const trail = (await t.call<PagedResult<AuditEntryDto>>('GET', '/api/audit?entity=agreement&changedOnly=true&pageSize=100', { token: ifrs })).body.value as PagedResult<AuditEntryDto>;
    expect(trail.items.some((e) => e.action === 'recompute' && e.changes.length === 0 && Object.values(e.counts).every((n) => n === 0))).toBe(false);
    expect(trail.items.some((e) => e.entityId === String(record.id) && e.action === 'update')).toBe(true);
  });

  it('records delete and restore', async () => {
    const record = await created();
    const mark = await auditMark(t.db);
    await t.call('DELETE', `/api/leaseagreements/${record.id}`, { token: ifrs });
    await t.call('DELETE', `/api/leaseagreements/${record.id}`, { token: ifrs });
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['delete', [{ field: 'isDeleted', before: false, after: true }]],
      ['restore', [{ field: 'isDeleted', before: true, after: false }]],
    ]);
  });

  it('records nothing for refused writes: invalid values, duplicate numbers, another tenant’s agreement, unknown ids', async () => {
    const record = await created();
    const mark = await auditMark(t.db);
    const invalid = await t.call('PUT', `/api/leaseagreements/${record.id}`, { token: ifrs, body: bodyOf(record, { termInMonths: -1 }) });
    expect(invalid.body.success).toBe(false);
    const duplicate = await t.call('POST', '/api/leaseagreement', { token: ifrs, body: bodyOf(record) });
    expect(duplicate.body.success).toBe(false);
    expect((await t.call('PUT', `/api/leaseagreements/${record.id}`, { token: csi, body: bodyOf(record) })).status).toBe(404);
    expect((await t.call('DELETE', `/api/leaseagreements/${record.id}`, { token: csi })).status).toBe(404);
    expect((await t.call('POST', `/api/leaseagreements/${record.id}/leasecalculation`, { token: csi })).status).toBe(404);
    expect((await t.call('DELETE', '/api/leaseagreements/999999', { token: ifrs })).status).toBe(404);
    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
  });

  it('records one entry per agreement of a CSV import, with its numbers, L0 and rate; a dry run records none', async () => {
    const record = await created();
    const file = await exportAgreements(t, ifrs, [contractor.id]);
    expect(file.status).toBe(200);
    const onlyThis = file.text
      .split('\r\n')
      .filter((line, index) => index === 0 || line.includes(record.contractNumber))
      .join('\r\n');
    await t.call('DELETE', `/api/leaseagreements/${record.id}`, { token: ifrs });
    const mark = await auditMark(t.db);
    expect((await uploadAgreements(t, ifrs, `${onlyThis}\r\n`, { dryRun: true })).body.errors).toEqual([]);
    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
    const imported = await uploadAgreements(t, ifrs, `${onlyThis}\r\n`);
    expect(imported.body.errors).toEqual([]);
    const id = imported.body.value?.agreements[0]?.leaseAgreementId;
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'import', entity: 'agreement', entityId: String(id), userId: t.seed.userId, label: `${record.contractNumber} / 1`, counts: { scheduleRows: 60 } });
    expect(changeOf(entries[0]!, 'totalPresentValueOfLeasePayments')).toEqual({ field: 'totalPresentValueOfLeasePayments', before: null, after: 517_595.22 });
  });

  it('records another system’s figures imported beside an agreement’s', async () => {
    const record = await created();
    const named = namedBy(record, contractor.taxId);
    const mark = await auditMark(t.db);
    const schedules = await uploadFigures(t, ifrs, 'schedules', csvOf(scheduleColumns, scheduleRowsOf(named, record.leaseAmortizations)));
    expect(schedules.body.errors).toEqual([]);
    const calculationRow = Object.fromEntries(calculationColumns.map((column) => [column, column in named ? named[column as keyof typeof named] : String(record.leaseCalculation?.[column as 'implicitRate'] ?? '')]));
    const calculations = await uploadFigures(t, ifrs, 'calculations', csvOf(calculationColumns, [calculationRow]));
    expect(calculations.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.counts])).toEqual([
      ['import', 'agreement', String(record.id), { externalScheduleRows: 60 }],
      ['import', 'agreement', String(record.id), { externalCalculations: 1 }],
    ]);
  });
});
