import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { issueDownloadToken } from '../../../src/lib/auth/download-tokens.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleB } from './support.ts';
import { tableOf, workbookOf } from '../../support/workbook-reading.ts';

let t: TestApp;
let csi: string;
let agreementA: LeaseAgreementDto;
let otherA: LeaseAgreementDto;
let agreementB: LeaseAgreementDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: csi, body: { name: '=HYPERLINK("http://evil")', taxId: validTaxId(320_000_001) } })).body.value as ContractorDto;
  const contractorB = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Biuro Excel', taxId: validTaxId(320_000_002) } })).body.value as ContractorDto;
  agreementA = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractor.id), contractNumber: '+UL/1 "x"', scheduleNumber: '@1' } })).body.value as LeaseAgreementDto;
  otherA = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: csi, body: { ...exampleA(contractor.id), contractNumber: 'UL/2' } })).body.value as LeaseAgreementDto;
  agreementB = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: ifrs, body: exampleB(contractorB.id) })).body.value as LeaseAgreementDto;
  if (!agreementA || !otherA || !agreementB) throw new Error('agreements were not created');
});
afterAll(async () => t.close());

const download = (url: string) => t.app.inject({ method: 'GET', url });
const calculationUrl = (id: number, token: string) => `/api/leaseagreements/${id}/leasecalculations/excel/${token}`;
const depreciationUrl = (id: number, token: string) => `/api/leaseagreements/${id}/depreciations/excel/${token}`;

describe('Excel downloads with a download token', () => {
  it('the calculation workbook holds the schedule’s real numbers, formats, a title block and neutralised text', async () => {
    const reply = await download(calculationUrl(agreementA.id, agreementA.token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="lease-calculation-_UL_1_x_-_1\.xlsx"; filename\*=UTF-8''/);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const workbook = await workbookOf(reply.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Calculation', 'Schedule']);

    const calculation = workbook.getWorksheet('Calculation') as ExcelJS.Worksheet;
    const details = Object.fromEntries(Array.from({ length: calculation.rowCount - 1 }, (_, i) => [String(calculation.getCell(i + 2, 1).value), calculation.getCell(i + 2, 2)]));
    expect(details['Client']?.value).toBe('Demo Leasing CSI');
    expect(details['Contractor']?.value).toBe(`'=HYPERLINK("http://evil")`);
    expect(details['Contract number']?.value).toBe(`'+UL/1 "x"`);
    expect(details['Schedule number']?.value).toBe(`'@1`);
    expect(details['Present value of rent']?.value).toBe(97_485.88);
    expect(details['Present value of rent']?.numFmt).toBe('#,##0.00');
    expect(details['Implicit rate (annual)']?.numFmt).toBe('0.000%');
    expect(details['Starting date']?.value).toEqual(new Date(Date.UTC(2025, 2, 1)));

    const schedule = workbook.getWorksheet('Schedule') as ExcelJS.Worksheet;
    const table = tableOf(schedule);
    expect(table.headerRow).toBeGreaterThan(1);
    expect(table.header.slice(0, 8)).toEqual(['Period', 'Payment date', 'General ledger income date', 'Opening balance', 'Payment', 'Interest', 'Principal', 'Closing balance']);
    expect(table.rows).toHaveLength(37);
    expect(table.rows[0]).toMatchObject({ Period: 1, 'Payment date': new Date(Date.UTC(2025, 2, 1)), 'Opening balance': 101_000, Payment: 9500, Interest: 900.72, Principal: 8599.28, 'Closing balance': 92_400.72, 'Billing month': 'Yes' });
    expect(table.rows[36]).toMatchObject({ Period: 37, Payment: 5000, Interest: -0.02, 'Closing balance': 0 });
    expect(table.rows.map((row) => row['Interest'])).toEqual(agreementA.leaseAmortizations.map((row) => row.interestAmount));
    expect(schedule.getRow(table.headerRow + 1).getCell(6).numFmt).toBe('#,##0.00');
    // Totals: a live SUM whose cached result is the exact total (Σ interest of §12 A is 18 000.00).
    expect(table.total?.['Interest']).toEqual({ formula: `SUM(F${table.headerRow + 1}:F${table.headerRow + 37})`, result: 18_000 });
    expect(table.total?.['Payment']).toMatchObject({ result: 119_000 });
    expect(table.total?.['Principal']).toMatchObject({ result: 101_000 });
    expect(table.total?.['Closing balance']).toBeNull();
    // Dates as the screen writes them in the downloader's language: was yyyy-mm-dd.
    expect(schedule.getRow(table.headerRow + 1).getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(schedule.getColumn(4).width).toBeGreaterThanOrEqual(14);
    expect(schedule.getCell(2, 2).value).toBe('Demo Leasing CSI');
  });

  it('speaks the language of ?lang=pl: sheet names, titles, title block, headers, yes/no, totals, dates, file name', async () => {
    const reply = await download(`${calculationUrl(agreementA.id, agreementA.token)}?lang=pl`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="kalkulacja-leasingu-_UL_1_x_-_1\.xlsx"/);
    const workbook = await workbookOf(reply.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Kalkulacja', 'Harmonogram']);
    const calculation = workbook.getWorksheet('Kalkulacja') as ExcelJS.Worksheet;
    expect(calculation.getCell(1, 1).value).toBe('Kalkulacja leasingu');
    const labels = Array.from({ length: calculation.rowCount - 1 }, (_, i) => String(calculation.getCell(i + 2, 1).value));
    expect(labels).toEqual(expect.arrayContaining(['Klient', 'Kontrahent', 'NIP', 'Numer umowy', 'Numer harmonogramu', 'Data rozpoczęcia', 'Inwestycja leasingowa netto', 'Test 90 %']));
    const schedule = workbook.getWorksheet('Harmonogram') as ExcelJS.Worksheet;
    const table = tableOf(schedule, 'Razem');
    expect(table.header).toEqual(['Okres', 'Data płatności', 'Data przychodu w księdze głównej', 'Saldo początkowe', 'Rata', 'Odsetki', 'Kapitał', 'Saldo końcowe', 'Kwota wakacji czynszowych', 'Miesiąc fakturowania', 'Indeksacja']);
    expect(table.rows[0]).toMatchObject({ Okres: 1, Rata: 9500, 'Miesiąc fakturowania': 'Tak' });
    expect(table.total?.['Odsetki']).toMatchObject({ result: 18_000 });
    expect(schedule.getRow(table.headerRow + 1).getCell(2).numFmt).toBe('dd.mm.yyyy');
    // Without ?lang, Accept-Language decides; ?lang wins over it, and an unknown one is ignored.
    const byHeader = await t.app.inject({ method: 'GET', url: calculationUrl(agreementA.id, agreementA.token), headers: { 'accept-language': 'pl' } });
    expect((await workbookOf(byHeader.rawPayload)).worksheets.map((s) => s.name)).toEqual(['Kalkulacja', 'Harmonogram']);
    const english = await t.app.inject({ method: 'GET', url: `${calculationUrl(agreementA.id, agreementA.token)}?lang=en`, headers: { 'accept-language': 'pl' } });
    expect((await workbookOf(english.rawPayload)).worksheets.map((s) => s.name)).toEqual(['Calculation', 'Schedule']);
    const unknown = await download(`${calculationUrl(agreementA.id, agreementA.token)}?lang=de`);
    expect(unknown.statusCode).toBe(200);
    expect((await workbookOf(unknown.rawPayload)).worksheets.map((s) => s.name)).toEqual(['Calculation', 'Schedule']);
  });

  it('words the depreciation workbook in Polish too', async () => {
    const reply = await download(`${depreciationUrl(agreementB.id, agreementB.token)}?lang=pl`);
    const workbook = await workbookOf(reply.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Amortyzacja']);
    const table = tableOf(workbook.getWorksheet('Amortyzacja') as ExcelJS.Worksheet, 'Razem');
    expect(table.header).toEqual(['Okres', 'Początek okresu', 'Koniec okresu', 'Saldo początkowe', 'Odpis amortyzacyjny', 'Saldo końcowe']);
    expect(table.total?.['Odpis amortyzacyjny']).toMatchObject({ result: 532_595.22 });
  });

  it('the depreciation workbook holds the periods of an IFRS16 agreement', async () => {
    const reply = await download(depreciationUrl(agreementB.id, agreementB.token));
    expect(reply.statusCode).toBe(200);
    const sheet = (await workbookOf(reply.rawPayload)).getWorksheet('Depreciation') as ExcelJS.Worksheet;
    const table = tableOf(sheet);
    expect(table.rows).toHaveLength(60);
    expect(table.rows[0]).toMatchObject({ Period: 1, 'Beginning of period': new Date(Date.UTC(2025, 0, 1)), 'End of period': new Date(Date.UTC(2025, 0, 31)), 'Opening balance': 532_595.22, 'Depreciation charge': 8876.59 });
    expect(table.rows[59]).toMatchObject({ 'Depreciation charge': 8876.41, 'Closing balance': 0 });
    expect(table.total?.['Depreciation charge']).toMatchObject({ result: 532_595.22 });
  });

  it('answers 404 for another agreement, another tenant, an expired token, a session token or a revoked user', async () => {
    const notFound = { success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null };
    const expectNotFound = async (url: string) => {
      const reply = await download(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual(notFound);
    };
    // Another agreement of the same tenant, and the other tenant's agreement with this tenant's token.
    await expectNotFound(calculationUrl(otherA.id, agreementA.token));
    await expectNotFound(depreciationUrl(agreementB.id, agreementA.token));
    // A token naming the other tenant (where the user is a member too) for this tenant's agreement.
    const key = t.app.context.tokenKey;
    const ttl = t.config.security.downloadTokenTtlSeconds;
    const claims = { userId: t.seed.userId, stamp: 'wrong', tenantId: t.seed.tenantIds.ifrs16, kind: 'leaseAgreement' as const, resourceId: agreementA.id };
    const [user] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, t.seed.userId) });
    const stamp = user?.securityStamp ?? '';
    await expectNotFound(calculationUrl(agreementA.id, await issueDownloadToken(key, { ...claims, stamp }, ttl, t.clock())));
    // The same claims in this tenant work; with a stale stamp or the administrator (no membership) they do not.
    const good = await issueDownloadToken(key, { ...claims, stamp, tenantId: t.seed.tenantIds.csi }, ttl, t.clock());
    expect((await download(calculationUrl(agreementA.id, good))).statusCode).toBe(200);
    await expectNotFound(calculationUrl(agreementA.id, await issueDownloadToken(key, { ...claims, tenantId: t.seed.tenantIds.csi }, ttl, t.clock())));
    await expectNotFound(calculationUrl(agreementA.id, await issueDownloadToken(key, { ...claims, stamp, userId: t.seed.administratorId, tenantId: t.seed.tenantIds.csi }, ttl, t.clock())));
    // A session token is no download token; garbage neither.
    await expectNotFound(calculationUrl(agreementA.id, csi));
    await expectNotFound(calculationUrl(agreementA.id, 'not-a-token'));
    // Expired after ten minutes.
    t.clock.advance(ttl * 1000 + 1000);
    try {
      await expectNotFound(calculationUrl(agreementA.id, agreementA.token));
    } finally {
      t.clock.advance(-(ttl * 1000 + 1000));
    }
    expect((await download(calculationUrl(agreementA.id, agreementA.token))).statusCode).toBe(200);
    // A download token is not a bearer token.
    expect((await t.call('GET', `/api/leaseagreements/${agreementA.id}`, { token: agreementA.token })).status).toBe(401);
  });
});
