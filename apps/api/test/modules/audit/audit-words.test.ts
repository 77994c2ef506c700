import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCountNames, auditFieldLabelKey, auditFieldOf, messageCatalogs, type AuditEntryDto, type ContractorDto, type LeaseAgreementDto, type PagedResult } from '@leasedesk/contract';
import { agreementAuditFields, calculationAuditFields } from '../../../src/modules/lease-agreements/agreement-audit.ts';
import { leaseChangeAuditFields } from '../../../src/modules/lease-agreements/lease-change-audit.ts';
import { contractorAuditFields } from '../../../src/modules/contractors/contractor-dto.ts';
import { emailSettingsAuditFields } from '../../../src/modules/email-settings/email-settings-dto.ts';
import { answerField } from '../../../src/modules/impairment/impairment-audit.ts';
import { invoiceLineAuditFields } from '../../../src/modules/invoices/invoice-line-audit.ts';
import { salesPersonAuditFields } from '../../../src/modules/sales-persons/sales-person-dto.ts';
import { tenantAuditFields } from '../../../src/modules/tenants/tenant-dto.ts';
import { userAuditFields } from '../../../src/modules/users/user-audit.ts';
import { tableOf, workbookOf } from '../../support/workbook-reading.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleB } from '../lease-agreements/support.ts';

/**
 * The trail speaks the reader's language: every field and count the server can write has a label in both catalogs,
 * and the Excel words an edit as the screen does (labels, names for references, words for choices, percents).
 */
const sourceRoot = join(import.meta.dirname, '../../../src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The writers: every source that records entries or builds their changes (lib/audit's helpers, the contract's AuditChange). */
const sources = sourceFiles(sourceRoot)
  .map((path) => readFileSync(path, 'utf8'))
  .filter((source) => source.includes('lib/audit/') || /\bAuditChange\b/.test(source));
const allMatches = (pattern: RegExp) => sources.flatMap((source) => [...source.matchAll(pattern)].map((match) => match[1] as string));

/**
 * The fields the writers name: the lists each record keeps beside its writer, and the fields written in place
 * (`{ field: 'isLockedOut', ... }`, `changesBetween(..., ['logo'])`), read from the source so a new one is not missed.
 */
const writtenFields = [
  ...new Set([
    ...agreementAuditFields,
    ...calculationAuditFields,
    ...leaseChangeAuditFields,
    ...contractorAuditFields,
    ...salesPersonAuditFields,
    ...tenantAuditFields,
    ...emailSettingsAuditFields,
    ...userAuditFields,
    ...invoiceLineAuditFields,
    answerField(1),
    ...allMatches(/\bfield:\s*'([\w.]+)'/g),
    ...allMatches(/changesBetween\([^;]*?\[\s*'(\w+)'\s*\]\s*\)/g),
  ]),
];

/** The counts the writers name: `counts: { scheduleRows: ..., ... }` and the reconciliation's `countName` choices. */
const writtenCounts = [
  ...new Set([
    ...allMatches(/\bcounts:\s*(?:[\w.]+\s*\?\s*)?\{([^}]*)\}/g).flatMap((body) => [...body.matchAll(/(\w+)\s*:/g)].map((match) => match[1] as string)),
    ...allMatches(/countName:\s*((?:'\w+'\s*\|?\s*)+)/g).flatMap((union) => [...union.matchAll(/'(\w+)'/g)].map((match) => match[1] as string)),
  ]),
];

describe('every field and count the server writes', () => {
  it('is found in the writers', () => {
    expect(writtenFields).toEqual(expect.arrayContaining(['rentPaymentAmount', 'leaseClassification', 'isDeleted', 'isLockedOut', 'tenantId', 'logo', 'source', 'fileName', 'accountingYearEnd', 'answer.1', 'tenantIds']));
    expect(writtenCounts).toEqual(expect.arrayContaining(['scheduleRows', 'depreciationRows', 'lines', 'invoices', 'externalScheduleRows', 'externalCalculations', 'failedAccessCount', 'bytes']));
  });

  it('has its kind and a label in English and Polish', () => {
    expect(writtenFields.filter((field) => auditFieldOf(field) === null), 'fields missing from the contract’s audit field table').toEqual([]);
    for (const language of ['en', 'pl'] as const) {
      const unlabelled = writtenFields.filter((field) => !messageCatalogs[language][auditFieldLabelKey('agreement', field, 'CSI')]);
      expect(unlabelled, `${language}: fields without a label`).toEqual([]);
      expect(writtenCounts.filter((name) => !messageCatalogs[language][`audit.counts.${name}`]), `${language}: counts without a label`).toEqual([]);
    }
    expect(writtenCounts.filter((name) => !(auditCountNames as readonly string[]).includes(name))).toEqual([]);
  });
});

describe('an edited agreement in the trail', () => {
  let t: TestApp;
  let token: string;
  let first: ContractorDto;
  let second: ContractorDto;
  let agreement: LeaseAgreementDto;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16);
    const contractor = async (name: string, taxId: number) => (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId: validTaxId(taxId) } })).body.value as ContractorDto;
    first = await contractor('Pierwszy Wynajmujący', 772_100_000);
    second = await contractor('Drugi Wynajmujący', 772_200_000);
    const input = { ...exampleB(first.id), contractNumber: 'SŁOWA/1' };
    const createdAgreement = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: input });
    expect(createdAgreement.body).toMatchObject({ errors: [], success: true });
    agreement = createdAgreement.body.value as LeaseAgreementDto;
    const edited = await t.call('PUT', `/api/leaseagreements/${agreement.id}`, { token, body: { ...input, contractorId: second.id, paymentDue: 0, incrementalBorrowingRate: 0.07 } });
    expect(edited.body.errors).toEqual([]);
    // a record deleted since keeps its name in the trail
    expect((await t.call('DELETE', `/api/contractors/${first.id}`, { token })).status).toBe(200);
  });
  afterAll(async () => t.close());

  it('names the contractors of the edit on the screen’s call, the deleted one too', async () => {
    const history = (await t.call<PagedResult<AuditEntryDto>>('GET', `/api/leaseagreements/${agreement.id}/history`, { token })).body.value;
    const update = history?.items.find((entry) => entry.action === 'update');
    expect(update?.changes.find((change) => change.field === 'contractorId')).toEqual({ field: 'contractorId', before: first.id, after: second.id, beforeName: first.name, afterName: second.name });
  });

  it('words it in Polish in the Excel: form labels, the contractor’s name, a choice in words, rates as percents', async () => {
    const downloadToken = (await t.call<{ token: string }>('GET', '/api/audit/token', { token })).body.value?.token as string;
    const response = await t.app.inject({ method: 'GET', url: `/api/audit/excel/${encodeURIComponent(downloadToken)}?entity=agreement&lang=pl` });
    expect(response.statusCode).toBe(200);
    const sheet = (await workbookOf(response.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = tableOf(sheet, 'Razem').rows.filter((row) => row['Id rekordu'] === String(agreement.id) && row['Czynność'] === 'Zmieniono');
    const change = (label: string) => rows.filter((row) => row['Pole'] === label).map((row) => [row['Przed'], row['Po']]);
    expect(change('Kontrahent')).toEqual([[first.name, second.name]]);
    expect(change('Termin płatności')).toEqual([['Z dołu', 'Z góry']]);
    expect(change('Krańcowa stopa procentowa')).toEqual([['6,00\u00a0%', '7,00\u00a0%']]);
    expect(change('Stopa dyskontowa')[0]?.[1]).toMatch(/^\d+,\d{3}\u00a0%$/);
    expect(change('Zobowiązanie z tytułu leasingu')[0]?.[1]).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}$/);
    expect(String(rows[0]?.['Liczby'])).toMatch(/^Zmienione wiersze harmonogramu: \d+, Zmienione wiersze amortyzacji: \d+$/);
    // no wire name, no raw fraction is left for a reader to decode
    const cells = JSON.stringify(rows);
    for (const wire of ['contractorId', 'paymentDue', 'incrementalBorrowingRate', 'totalPresentValueOfLeasePayments', 'scheduleRows', '0.07']) expect(cells).not.toContain(wire);
  });
});
