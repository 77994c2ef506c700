import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseReport, SettlementsReport } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAgreement, createContractor, filterFixtures } from './report-fixtures.ts';
import { day, frozenRowsOf, tableOf, titleBlockOf, workbookOf } from '../../support/workbook-reading.ts';

let t: TestApp;
let csi: string;
let f: Awaited<ReturnType<typeof filterFixtures>>;
let evilContractorId: number;
let evilAgreementId: number;

beforeAll(async () => {
  // 2026-11-23 10:15 UTC is 11:15 in Warsaw (CET).
  t = await startTestApp();
  t.clock.advance(Date.parse('2026-11-23T10:15:00Z') - t.clock().getTime());
  csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  f = await filterFixtures(t, csi);
  evilContractorId = (await createContractor(t, csi, '=HYPERLINK("http://evil")', 610_000_050)).id;
  evilAgreementId = (await createAgreement(t, csi, { contractorId: evilContractorId, contractNumber: '+R/X', scheduleNumber: '@1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 9999.99, factoringContractNumber: '-F' })).id;
});
afterAll(async () => t.close());

const leaseReport = async (body: unknown) => (await t.call<LeaseReport>('POST', '/api/leaseagreements/report', { token: csi, body })).body.value as LeaseReport;
const settlements = async (body: unknown) => (await t.call<SettlementsReport>('POST', '/api/leaseamortizations/report', { token: csi, body })).body.value as SettlementsReport;
const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const leaseExcelUrl = (report: LeaseReport) => `/api/leaseagreements/reports/${report.reportId}/excel/${report.token}`;
const settlementsExcelUrl = (report: SettlementsReport) => `/api/leaseamortizations/reports/${report.reportId}/excel/${report.token}`;
const onlySheet = (workbook: ExcelJS.Workbook) => {
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
};
const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

describe('the lease report workbook', () => {
  it('holds the API’s rows and total under a frozen header, with formats, and neutralised text', async () => {
    const { lis, los, mewa, zuraw } = f.contractors;
    const report = await leaseReport({ contractorIds: [zuraw.id, los.id, lis.id, mewa.id, evilContractorId] });
    expect(report.reportDetails).toHaveLength(7);
    const reply = await download(leaseExcelUrl(report));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="lease-report-2026-11-23.xlsx"; filename*=UTF-8''lease-report-2026-11-23.xlsx`);
    expect(reply.headers['cache-control']).toBe('private, no-store');

    const sheet = onlySheet(await workbookOf(reply.rawPayload));
    expect(sheet.name).toBe('Lease report');
    expect(sheet.getCell(1, 1).value).toBe('Lease report');
    const frozen = frozenRowsOf(sheet);
    expect(frozen.state).toBe('frozen');
    const table = tableOf(sheet);
    expect(table.headerRow).toBe(frozen.ySplit);
    expect(table.header).toEqual([
      'Contractor', 'Contract number', 'Schedule number', 'Factoring contract number', 'Starting date', 'Closing date', 'Total equipment cost',
      'Payment interval', 'Payment due', 'Lease type', 'Sales person',
    ]);
    // Row by row the API's figures, in the API's order.
    expect(table.rows).toHaveLength(report.reportDetails.length);
    report.reportDetails.forEach((row, index) => {
      const line = table.rows[index] as Record<string, unknown>;
      expect(line['Starting date']).toEqual(day(row.startingDate));
      expect(line['Closing date']).toEqual(day(row.closingDate));
      expect(line['Total equipment cost']).toBe(row.totalEquipmentCost);
      expect(line['Sales person']).toBe(row.salesPerson);
    });
    const evil = table.rows.find((row) => row['Total equipment cost'] === 9999.99) as Record<string, unknown>;
    expect(evil).toMatchObject({ Contractor: `'=HYPERLINK("http://evil")`, 'Contract number': `'+R/X`, 'Schedule number': `'@1`, 'Factoring contract number': `'-F` });
    const a2 = table.rows.find((row) => row['Contract number'] === 'R/2');
    expect(a2).toMatchObject({ Contractor: 'Łoś Raporty S.A.', 'Schedule number': '2', 'Factoring contract number': 'F/9', 'Total equipment cost': 20_000.5, 'Payment interval': 'Quarterly', 'Payment due': 'In arrears', 'Lease type': 'Operating lease', 'Sales person': 'Jan Zestawieniowy' });
    // 10 000 + 20 000.50 + 30 000 + 3 × 10 000 + 9 999.99, the API's rows summed in cents.
    expect(cents(report.reportDetails.map((row) => row.totalEquipmentCost))).toBe(100_000.49);
    expect(table.total?.['Total equipment cost']).toEqual({ formula: `SUM(G${table.headerRow + 1}:G${table.headerRow + 7})`, result: 100_000.49 });
    expect(table.total?.['Closing date']).toBeNull();
    const firstRow = sheet.getRow(table.headerRow + 1);
    expect(firstRow.getCell(7).numFmt).toBe('#,##0.00');
    expect(firstRow.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(table.headerRow).getCell(1).font?.bold).toBe(true);
    expect(report.reportDetails.find((row) => row.leaseAgreementId === evilAgreementId)?.contractorName).toBe('=HYPERLINK("http://evil")');
  });

  it('under IFRS16 has the lessee’s columns, as the screen: the lease liability and right-of-use asset totalled, none of the lessor’s', async () => {
    const ifrs = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16);
    const lessor = await createContractor(t, ifrs, 'Wynajmujący Raporty Sp. z o.o.', 610_000_060);
    // DOMAIN §12 example B: L0 517 595.22, ROU 532 595.22
    await createAgreement(t, ifrs, {
      contractorId: lessor.id, contractNumber: 'IF/1', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 60, rentPaymentAmount: 10_000,
      paymentDue: 1, paymentInterval: 0, rentFreePeriodInMonths: 3, indexationRate: 3, incrementalBorrowingRate: 0.06,
      initialDirectCosts: 5_000, dismantlingProvision: 20_000, leaseIncentive: 10_000, depreciationMethod: 0, accountingStandard: 1,
    });
    const answer = await t.call<LeaseReport>('POST', '/api/leaseagreements/report', { token: ifrs, body: { contractorIds: [lessor.id] } });
    const report = answer.body.value as LeaseReport;
    expect(report.accountingStandard).toBe(1);
    expect(report.reportDetails).toHaveLength(1);
    expect(report.reportDetails[0]).toMatchObject({ contractNumber: 'IF/1', leaseLiability: 517_595.22, rightOfUse: 532_595.22 });

    const sheet = onlySheet(await workbookOf((await download(leaseExcelUrl(report))).rawPayload));
    const table = tableOf(sheet);
    expect(table.header).toEqual([
      'Contractor', 'Contract number', 'Schedule number', 'Starting date', 'Closing date', 'Lease liability at commencement', 'Right-of-use asset at commencement',
      'Payment interval', 'Payment due',
    ]);
    expect(table.rows[0]).toMatchObject({ 'Lease liability at commencement': 517_595.22, 'Right-of-use asset at commencement': 532_595.22, 'Payment due': 'In arrears' });
    expect(table.total?.['Lease liability at commencement']).toMatchObject({ result: 517_595.22 });
    expect(table.total?.['Right-of-use asset at commencement']).toMatchObject({ result: 532_595.22 });
    const block = [...titleBlockOf(sheet).keys()];
    expect(block).toContain('Payment interval');
    for (const lessorsFilter of ['Sales people', 'Sent to a factor', 'Factoring contract numbers', 'Lease type']) expect(block).not.toContain(lessorsFilter);

    const polish = tableOf(onlySheet(await workbookOf((await download(`${leaseExcelUrl(report)}?lang=pl`)).rawPayload)), 'Razem');
    expect(polish.header).toContain('Zobowiązanie z tytułu leasingu na dzień rozpoczęcia');
    expect(polish.header).toContain('Aktywo z tytułu prawa do użytkowania na dzień rozpoczęcia');
    expect(polish.header).not.toContain('Wartość przedmiotu leasingu');
  });

  it('names every filter value in words in the title block, in English and in Polish', async () => {
    const filter = {
      contractorIds: [f.contractors.zuraw.id, f.contractors.los.id], salesPersonIds: [f.salesPersons.anna.id], isFactoring: false,
      paymentInterval: 0, paymentDue: 0, leaseType: 0, startingDate: '2025-01-01', closingDate: null, scheduleNumbers: ['1', '2'], contractNumbers: [],
    };
    const report = await leaseReport(filter);
    expect(report.reportDetails.map((row) => row.leaseAgreementId)).toEqual([f.a1.id]);

    const english = titleBlockOf(onlySheet(await workbookOf((await download(leaseExcelUrl(report))).rawPayload)));
    const words = (block: Map<string, ExcelJS.Cell>) => Object.fromEntries([...block].map(([label, cell]) => [label, cell.value]));
    expect(words(english)).toEqual({
      Client: 'Demo Leasing CSI',
      Contractors: 'Łoś Raporty S.A., Żuraw Raporty Sp. z o.o.',
      'Sales people': 'Anna Raportowa',
      'Contract numbers': 'Any',
      'Schedule numbers': '1, 2',
      'Sent to a factor': 'No',
      'Factoring contract numbers': 'Any',
      'Starting on or after': day('2025-01-01'),
      'Closing on or before': 'Any',
      'Payment interval': 'Monthly',
      'Payment due': 'In advance',
      'Lease type': 'Finance lease',
      'Run at (Warsaw time)': '23/11/2026 11:15',
    });
    expect(english.get('Starting on or after')?.numFmt).toBe('dd/mm/yyyy');

    const reply = await download(`${leaseExcelUrl(report)}?lang=pl`);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="raport-umow-2026-11-23\.xlsx"/);
    const sheet = onlySheet(await workbookOf(reply.rawPayload));
    expect(sheet.name).toBe('Raport umów');
    expect(sheet.getCell(1, 1).value).toBe('Raport umów leasingowych');
    expect(words(titleBlockOf(sheet))).toEqual({
      Klient: 'Demo Leasing CSI',
      Kontrahenci: 'Łoś Raporty S.A., Żuraw Raporty Sp. z o.o.',
      Handlowcy: 'Anna Raportowa',
      'Numery umów': 'Dowolne',
      'Numery harmonogramów': '1, 2',
      'Przekazane do faktora': 'Nie',
      'Numery umów faktoringowych': 'Dowolne',
      'Rozpoczęte w dniu lub po dniu': day('2025-01-01'),
      'Zakończone w dniu lub przed dniem': 'Dowolne',
      'Częstotliwość płatności': 'Miesięcznie',
      'Termin płatności': 'Z góry',
      'Rodzaj leasingu': 'Leasing finansowy',
      'Wygenerowano (czas warszawski)': '23.11.2026 11:15',
    });
    const table = tableOf(sheet, 'Razem');
    expect(table.header).toEqual([
      'Kontrahent', 'Numer umowy', 'Numer harmonogramu', 'Numer umowy faktoringowej', 'Data rozpoczęcia', 'Data zakończenia', 'Wartość przedmiotu leasingu',
      'Częstotliwość płatności', 'Termin płatności', 'Rodzaj leasingu', 'Handlowiec',
    ]);
    expect(table.rows[0]).toMatchObject({ Kontrahent: 'Żuraw Raporty Sp. z o.o.', 'Wartość przedmiotu leasingu': 10_000, 'Częstotliwość płatności': 'Miesięcznie', Handlowiec: 'Anna Raportowa' });
    expect(table.total?.['Wartość przedmiotu leasingu']).toMatchObject({ result: 10_000 });
    expect(sheet.getRow(table.headerRow + 1).getCell(5).numFmt).toBe('dd.mm.yyyy');
    // Accept-Language decides without ?lang.
    const byHeader = onlySheet(await workbookOf((await download(leaseExcelUrl(report), { 'accept-language': 'pl' })).rawPayload));
    expect(byHeader.name).toBe('Raport umów');
  });

  it('shows exactly the agreements the run answered: one saved later that the filter matches is not in it, one changed since shows its stored figures', async () => {
    const contractor = await createContractor(t, csi, 'Migawka Sp. z o.o.', 610_000_077);
    const first = await createAgreement(t, csi, { contractorId: contractor.id, contractNumber: 'SNAP/1', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 9000 });
    const report = await leaseReport({ contractorIds: [contractor.id] });
    expect(report.reportDetails.map((row) => row.leaseAgreementId)).toEqual([first.id]);

    await createAgreement(t, csi, { contractorId: contractor.id, contractNumber: 'SNAP/2', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 7000 });
    const changed = await t.call('PUT', `/api/leaseagreements/${first.id}`, { token: csi, body: { ...first, totalEquipmentCost: 9500 } });
    expect(changed.body.success).toBe(true);

    const table = tableOf(onlySheet(await workbookOf((await download(leaseExcelUrl(report))).rawPayload)));
    expect(table.rows.map((row) => row['Contract number'])).toEqual(['SNAP/1']);
    expect(table.rows[0]?.['Total equipment cost']).toBe(9500);
  });

  it('an empty report is a workbook with its title block and header, and no totals row', async () => {
    const report = await leaseReport({ contractNumbers: ['nie ma takiej'] });
    expect(report.reportDetails).toEqual([]);
    const sheet = onlySheet(await workbookOf((await download(leaseExcelUrl(report))).rawPayload));
    const table = tableOf(sheet);
    expect(table.header[0]).toBe('Contractor');
    expect(table.rows).toEqual([]);
    expect(table.total).toBeNull();
  });
});

describe('the settlements workbook', () => {
  it('holds the API’s rows, the period and the totals of payment, interest and principal', async () => {
    const body = { contractorIds: [f.contractors.zuraw.id, f.contractors.los.id], periodStart: '2025-02-15', periodEnd: '2026-08-14' };
    const report = await settlements(body);
    const reply = await download(settlementsExcelUrl(report));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="settlements-report-2026-11-23\.xlsx"/);
    const sheet = onlySheet(await workbookOf(reply.rawPayload));
    expect(sheet.getCell(1, 1).value).toBe('Settlements report');
    const block = titleBlockOf(sheet);
    expect(block.get('Period start')?.value).toEqual(day('2025-02-15'));
    expect(block.get('Period end')?.value).toEqual(day('2026-08-14'));
    expect(block.get('Contractors')?.value).toBe('Łoś Raporty S.A., Żuraw Raporty Sp. z o.o.');
    expect(frozenRowsOf(sheet).state).toBe('frozen');
    const table = tableOf(sheet);
    expect(table.header).toEqual(['Contractor', 'Contract number', 'Schedule number', 'Period', 'Payment date', 'Payment', 'Interest', 'Principal', 'Closing balance']);
    expect(table.rows.map((row) => [row['Contract number'], row['Schedule number'], row['Period'], row['Payment date'], row['Payment'], row['Interest'], row['Principal'], row['Closing balance']])).toEqual(
      report.reportDetails.map((row) => [row.contractNumber, row.scheduleNumber, row.periodNumber, day(row.paymentDate), row.paymentAmount, row.interestAmount, row.principalAmount, row.closingBalance]),
    );
    const last = table.headerRow + report.reportDetails.length;
    expect(table.total).toMatchObject({
      Payment: { formula: `SUM(F${table.headerRow + 1}:F${last})`, result: report.totals.paymentAmount },
      Interest: { formula: `SUM(G${table.headerRow + 1}:G${last})`, result: report.totals.interestAmount },
      Principal: { formula: `SUM(H${table.headerRow + 1}:H${last})`, result: report.totals.principalAmount },
      'Closing balance': null,
    });

    const polish = onlySheet(await workbookOf((await download(`${settlementsExcelUrl(report)}?lang=pl`)).rawPayload));
    expect(polish.name).toBe('Rozliczenia');
    expect(polish.getCell(1, 1).value).toBe('Raport rozliczeń');
    expect(titleBlockOf(polish).get('Początek okresu')?.value).toEqual(day('2025-02-15'));
    expect(tableOf(polish, 'Razem').total?.['Odsetki']).toMatchObject({ result: report.totals.interestAmount });
  });
});
