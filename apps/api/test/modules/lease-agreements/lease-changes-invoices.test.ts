import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseChangeDto } from '@leasedesk/contract';
import { invoiceLines, invoiceReports, leaseChanges } from '../../../src/db/schema.ts';
import { multipartFile } from '../../support/multipart.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleE, exampleEChange } from './support.ts';

/**
 * DOMAIN §14: invoice lines matched to rows a change replaces are matched again (§11) to the new version's rows;
 * lines already sent keep what they were sent with; undo brings every line back to the row it had.
 */
let t: TestApp;
let ifrs: string;
let agreement: LeaseAgreementDto;
const taxId = validTaxId(340_000_001);
const reportName = 'Zmiany leasingu 2027';

const header = 'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency\n';
const line = (invoiceNumber: string, period: string) => `Najemca Biura;${taxId};E/INV/1;1;${invoiceNumber};05.${period.slice(5)}.${period.slice(0, 4)};20.${period.slice(5)}.${period.slice(0, 4)};${period};Czynsz;10 000,00;2 300,00;23%;PLN\n`;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Najemca Biura', taxId } })).body.value as ContractorDto;
  agreement = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleE(contractor.id, 'E/INV/1') })).body.value as LeaseAgreementDto;
  // Row 27 (March 2027, replaced by the change), row 26 (February 2027, replaced; its invoice is sent), row 18 (kept).
  const csv = Buffer.from(header + line('FV/27', '2027-03') + line('FV/26', '2027-02') + line('FV/18', '2026-06'));
  const upload = multipartFile('file', 'faktury.csv', 'text/csv', csv);
  const imported = await t.app.inject({ method: 'POST', url: `/api/invoices/csv?name=${encodeURIComponent(reportName)}`, headers: { ...upload.headers, authorization: `Bearer ${ifrs}` }, payload: upload.body });
  expect(imported.json()).toMatchObject({ success: true, value: { lines: 3, incompleteLines: 0 } });
  const sent = await t.call('POST', '/api/extensivereport/send', { token: ifrs, body: { extensiveReportDtos: [{ id: (await lineOf('FV/26')).id }] } });
  expect(sent.body.errors).toEqual([]);
});
afterAll(async () => t.close());

async function lines() {
  const [report] = await t.db.select().from(invoiceReports).where(and(eq(invoiceReports.tenantId, t.seed.tenantIds.ifrs16), eq(invoiceReports.name, reportName)));
  if (!report) throw new Error('no report');
  return t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceReportId, report.id)).orderBy(asc(invoiceLines.id));
}
async function lineOf(invoiceNumber: string) {
  const found = (await lines()).find((row) => row.invoiceNumber === invoiceNumber);
  if (!found) throw new Error(`no line ${invoiceNumber}`);
  return found;
}
const record = async () => (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreement.id}`, { token: ifrs })).body.value as LeaseAgreementDto;
const rowOf = (source: LeaseAgreementDto, period: number) => source.leaseAmortizations[period - 1];

describe('invoice lines of an agreement that changes', () => {
  it('are matched before the change to the version as signed', async () => {
    const before = await record();
    expect(await lineOf('FV/27')).toMatchObject({ leaseAgreementId: agreement.id, leaseAmortizationId: rowOf(before, 27)?.id, interests: rowOf(before, 27)?.interestAmount.toFixed(2) });
    expect(await lineOf('FV/26')).toMatchObject({ leaseAmortizationId: rowOf(before, 26)?.id });
    expect((await lineOf('FV/26')).invoiceExportId).not.toBeNull();
    expect(await lineOf('FV/18')).toMatchObject({ leaseAmortizationId: rowOf(before, 18)?.id });
  });

  it('follow the change: an unsent line to the new row, a sent line keeps what it was sent with, a kept row’s line stays; undo restores every line', async () => {
    const before = await record();
    const linesBefore = await lines();
    const sentBefore = await lineOf('FV/26');
    const posted = await t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${agreement.id}/changes`, { token: ifrs, body: exampleEChange });
    expect(posted.body.errors).toEqual([]);
    const after = await record();

    const rematched = await lineOf('FV/27');
    expect(rematched.leaseAmortizationId).toBe(rowOf(after, 27)?.id);
    expect(rematched.leaseAmortizationId).not.toBe(rowOf(before, 27)?.id);
    expect(rematched).toMatchObject({ interests: rowOf(after, 27)?.interestAmount.toFixed(2), principal: rowOf(after, 27)?.principalAmount.toFixed(2) });
    // The sent line is history: its row is gone, its figures are those it was sent with.
    const sent = await lineOf('FV/26');
    expect(sent).toMatchObject({ leaseAmortizationId: null, interests: sentBefore.interests, principal: sentBefore.principal, invoiceExportId: sentBefore.invoiceExportId, leaseAgreementId: agreement.id });
    const [change] = await t.db.select().from(leaseChanges).where(eq(leaseChanges.leaseAgreementId, agreement.id));
    expect(change?.sentLineMatches).toEqual([{ lineId: sent.id, leaseAmortizationId: rowOf(before, 26)?.id }]);
    expect(await lineOf('FV/18')).toEqual(linesBefore.find((row) => row.invoiceNumber === 'FV/18'));

    const undone = await t.call('DELETE', `/api/leaseagreements/${agreement.id}/changes/latest`, { token: ifrs });
    expect(undone.body.errors).toEqual([]);
    expect(await record()).toEqual(before);
    expect(await lines()).toEqual(linesBefore);
  });

  it('leave a line unmatched when no row of the new version pays in its month (a termination before it)', async () => {
    const linesBefore = await lines();
    const posted = await t.call('POST', `/api/leaseagreements/${agreement.id}/changes`, { token: ifrs, body: { effectiveDate: '2027-01-01', changeKind: 3 } });
    expect(posted.body.errors).toEqual([]);
    expect(await lineOf('FV/27')).toMatchObject({ leaseAgreementId: agreement.id, leaseAmortizationId: null, interests: null, principal: null });
    expect((await t.call('DELETE', `/api/leaseagreements/${agreement.id}/changes/latest`, { token: ifrs })).body.success).toBe(true);
    expect(await lines()).toEqual(linesBefore);
  });
});
