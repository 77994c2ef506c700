import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseChangeDto, LeaseChangeImportResult } from '@leasedesk/contract';
import { multipartFile } from '../../support/multipart.ts';
import { startTestApp, type Reply, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { createContractor, exportAgreements, newTenant, recordOf, tokensOf, uploadAgreements, type CsvTest } from '../agreement-csv/support.ts';
import { exampleE, exampleEChange } from './support.ts';

/**
 * FORMATS §4 with lease changes (DOMAIN §14): the agreements CSV writes an agreement as it was signed, the changes
 * CSV its changes by version; importing both into another client reproduces every version, to the cent.
 */
let t: TestApp;
let s: CsvTest;
let contractor: ContractorDto;
const taxId = validTaxId(350_000_001);

const changesHeader = 'contractorTaxId;contractNumber;scheduleNumber;version;effectiveDate;changeKind;termInMonths;rentPaymentAmount;indexationRate;residualValue;residualValueSettlement;incrementalBorrowingRate;remainingScope';

beforeAll(async () => {
  t = await startTestApp();
  s = await tokensOf(t);
  contractor = await createContractor(t, s.ifrs, 'Najemca CSV', taxId);
});
afterAll(async () => t.close());

async function save(contractNumber: string): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: s.ifrs, body: exampleE(contractor.id, contractNumber) });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as LeaseAgreementDto;
}
async function change(token: string, id: number, body: object): Promise<LeaseChangeDto> {
  const reply = await t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${id}/changes`, { token, body });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as LeaseChangeDto;
}
async function exportChanges(token: string, contractorIds?: readonly number[]) {
  const query = contractorIds === undefined ? '' : `?contractorIds=${contractorIds.join(',')}`;
  const response = await t.app.inject({ method: 'GET', url: `/api/leaseagreements/changes/csv${query}`, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, text: response.body, headers: response.headers };
}
function uploadChanges(token: string, csv: string, options: { dryRun?: boolean; language?: 'pl' } = {}): Promise<Reply<LeaseChangeImportResult>> {
  const { body, headers } = multipartFile('file', 'zmiany.csv', 'text/csv', Buffer.from(csv, 'utf8'));
  return t.call<LeaseChangeImportResult>('POST', `/api/leaseagreement/changes/csv${options.dryRun ? '?dryRun=true' : ''}`, {
    token,
    body,
    headers: { ...headers, ...(options.language ? { 'accept-language': options.language } : {}) },
  });
}
const listOf = async (token: string, id: number) => (await t.call<LeaseChangeDto[]>('GET', `/api/leaseagreements/${id}/changes`, { token })).body.value ?? [];

/** A record without what names it in one client (ids, dates made, tokens, the contractor's name). */
function figuresOf(record: LeaseAgreementDto) {
  const { id: _id, createDate: _created, token: _token, contractorId: _contractorId, contractor: _contractor, leaseCalculation, leaseAmortizations, depraciations, ...input } = record;
  return {
    input,
    calculation: leaseCalculation === null ? null : { ...leaseCalculation, leaseAgreementId: 0 },
    schedule: leaseAmortizations.map(({ id: _rowId, leaseAgreementId: _agreementId, ...row }) => row),
    depreciation: depraciations.map(({ id: _periodId, createDate: _made, leaseAgreementId: _agreementId, ...period }) => period),
  };
}
const changeFiguresOf = (changes: LeaseChangeDto[]) => changes.map(({ changeId: _id, createDate: _created, ...rest }) => rest);

describe('the agreements and changes CSVs with lease changes', () => {
  let changed: LeaseAgreementDto;
  let terminated: LeaseAgreementDto;
  let plain: LeaseAgreementDto;

  beforeAll(async () => {
    changed = await save('E/CSV/1');
    await change(s.ifrs, changed.id, exampleEChange);
    await change(s.ifrs, changed.id, { effectiveDate: '2028-01-01', changeKind: 0, rentPaymentAmount: 7000.5, indexationRate: 2.5 });
    terminated = await save('E/CSV/2');
    await change(s.ifrs, terminated.id, { effectiveDate: '2026-07-01', changeKind: 3 });
    plain = await save('E/CSV/3');
  });

  it('export an agreement as signed, and its changes by version as their bodies gave them', async () => {
    const agreements = await exportAgreements(t, s.ifrs, [contractor.id]);
    const lines = agreements.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    const header = lines[0]?.split(';') ?? [];
    const cell = (line: string | undefined, column: string) => line?.split(';')[header.indexOf(column)];
    // The agreement holds the current version's terms; the file holds those it was signed with.
    expect((await recordOf(t, s.ifrs, changed.id)).rentPaymentAmount).toBe(7000.5);
    expect([cell(lines[1], 'rentPaymentAmount'), cell(lines[1], 'incrementalBorrowingRate'), cell(lines[1], 'indexationRate'), cell(lines[1], 'closingDate')]).toEqual(['10000,00', '0,06', '0', '2029-12-31']);
    expect([cell(lines[2], 'termInMonths'), cell(lines[2], 'closingDate')]).toEqual(['60', '2029-12-31']);

    const changes = await exportChanges(s.ifrs, [contractor.id]);
    expect(changes.status).toBe(200);
    expect(changes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(changes.text).toBe(
      `\uFEFF${changesHeader}\r\n` +
        `${taxId};E/CSV/1;1;2;2027-01-01;2;;6500,00;;;;0,075;0,6\r\n` +
        `${taxId};E/CSV/1;1;3;2028-01-01;0;;7000,50;2,5;;;;\r\n` +
        `${taxId};E/CSV/2;1;2;2026-07-01;3;;;;;;;\r\n`,
    );
    // Another client's contractor ids find nothing.
    expect((await exportChanges(s.csi, [contractor.id])).text).toBe(`\uFEFF${changesHeader}\r\n`);
  });

  it('imported into another client, reproduce every version to the cent (a dry run first stores nothing)', async () => {
    const target = await newTenant(t, s, 'Kopia ze zmianami', 1);
    await createContractor(t, target.token, 'Kopia najemcy', taxId);
    const agreementsFile = (await exportAgreements(t, s.ifrs, [contractor.id])).text;
    const changesFile = (await exportChanges(s.ifrs, [contractor.id])).text;
    const imported = await uploadAgreements(t, target.token, agreementsFile);
    expect(imported.body.errors).toEqual([]);
    const ids = (imported.body.value?.agreements ?? []).map((agreement) => agreement.leaseAgreementId as number);
    expect(ids).toHaveLength(3);

    const dryRun = await uploadChanges(target.token, changesFile, { dryRun: true });
    expect(dryRun.body.errors).toEqual([]);
    expect(dryRun.body.value).toMatchObject({ dryRun: true, count: 3 });
    expect(dryRun.body.value?.changes[0]).toMatchObject({ row: 2, contractNumber: 'E/CSV/1', version: 2, remeasuredLiability: 208_961.44, rightOfUseAfter: 200_107.3, gainOrLoss: 5902.75 });
    for (const id of ids) expect(await listOf(target.token, id)).toEqual([]);

    const stored = await uploadChanges(target.token, changesFile);
    expect(stored.body.errors).toEqual([]);
    expect(stored.body.value).toEqual({ ...dryRun.body.value, dryRun: false });
    for (const [index, source] of [changed, terminated, plain].entries()) {
      const copyId = ids[index] ?? 0;
      expect(figuresOf(await recordOf(t, target.token, copyId)), source.contractNumber).toEqual(figuresOf(await recordOf(t, s.ifrs, source.id)));
      expect(changeFiguresOf(await listOf(target.token, copyId)), source.contractNumber).toEqual(changeFiguresOf(await listOf(s.ifrs, source.id)));
    }
    // Imported again, the versions are taken: nothing more is applied.
    const again = await uploadChanges(target.token, changesFile);
    expect(again.body.success).toBe(false);
    expect(again.body.errors[0]).toEqual({ propertyName: 'row 2: version', message: 'Expected version 4: an agreement’s changes are applied in version order, the first after its latest change' });
  });

  it('answer every error of a file at once, by row and column, and apply none', async () => {
    const target = await newTenant(t, s, 'Błędne zmiany', 1);
    await createContractor(t, target.token, 'Najemca', taxId);
    expect((await uploadAgreements(t, target.token, (await exportAgreements(t, s.ifrs, [contractor.id])).text)).body.success).toBe(true);
    const unknownTaxId = validTaxId(350_000_999);
    const file =
      `${changesHeader}\r\n` +
      `${taxId};E/CSV/1;1;2;2027-01-15;2;;6500;;;;7,5%;0,6\r\n` +
      `${taxId};E/CSV/1;1;3;2028-01-01;0;;7000;;;;;\r\n` +
      `${taxId};E/CSV/3;1;3;2026-07-01;3;;;;;;;\r\n` +
      `${taxId};E/CSV/9;1;2;2026-07-01;3;;;;;;;\r\n` +
      `${unknownTaxId};E/CSV/2;1;2;2026-07-01;3;;;;;;;\r\n` +
      `${taxId};E/CSV/2;1;2;2026-07-01;7;;1;;;;;\r\n`;
    const reply = await uploadChanges(target.token, file);
    expect(reply.body).toEqual({
      success: false,
      errors: [
        { propertyName: 'row 2: effectiveDate', message: 'The effective date must be the first day of a schedule row, e.g. 01/01/2027 (got 15/01/2027).' },
        { propertyName: 'row 3', message: 'Not applied: an earlier change of this agreement (row 2) has errors' },
        { propertyName: 'row 4: version', message: 'Expected version 2: an agreement’s changes are applied in version order, the first after its latest change' },
        { propertyName: 'row 5: scheduleNumber', message: 'This contractor has no live agreement with contract number E/CSV/9 and schedule number 1' },
        { propertyName: 'row 6: contractorTaxId', message: `No contractor of this client has tax id ${unknownTaxId}` },
        { propertyName: 'row 7: changeKind', message: expect.any(String) as string },
      ],
      value: null,
    });
    const polish = await uploadChanges(target.token, file, { language: 'pl' });
    expect(polish.body.errors[1]).toEqual({ propertyName: 'row 3', message: 'Nie zastosowano: wcześniejsza zmiana tej umowy (wiersz 2) ma błędy' });
    const agreements = (await t.call<{ items: { id: number }[] }>('GET', '/api/leaseagreements/1/100/contractors/all', { token: target.token })).body.value?.items ?? [];
    for (const { id } of agreements) expect(await listOf(target.token, id)).toEqual([]);
  });
});
