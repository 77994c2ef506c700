import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type AccountingEntries, type ContractorDto, type Disclosure, type LeaseAgreementInput } from '@leasedesk/contract';
import { savedReports } from '../../../src/db/schema.ts';
import { issueDownloadToken } from '../../../src/lib/auth/download-tokens.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, disclosurePath, entriesPath, saveAgreement } from './support.ts';

let t: TestApp;
let ifrs: string;
let csi: string;
let office: ContractorDto;
let cars: ContractorDto;
let foreign: ContractorDto;

/** DOMAIN §12 B under a formula-looking contract number. */
const exampleB = (contractorId: number, contractNumber: string): LeaseAgreementInput => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  initialDirectCosts: 5000,
  dismantlingProvision: 20_000,
  leaseIncentive: 10_000,
  rentFreePeriodInMonths: 3,
  indexationRate: 3,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
});

const year2025 = { reportingPeriodStartingDate: '2025-01-01', reportingPeriodClosingDate: '2025-12-31' };

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  office = await createContractor(t, ifrs, '=HYPERLINK("http://evil")', 710_000_010);
  cars = await createContractor(t, ifrs, 'Żółta Flota', 710_000_020);
  foreign = await createContractor(t, csi, 'Obcy Leasing', 710_000_030);
  await saveAgreement(t, ifrs, exampleB(office.id, '+B/1'));
  await saveAgreement(t, ifrs, { ...exampleB(cars.id, 'B/2'), startingDate: '2025-07-01', leaseholdImprovements: 1234.56 });
}, 120_000);
afterAll(async () => t.close());

const run = <T>(path: string, token: string, body: unknown, headers: Record<string, string> = {}) => t.call<T>('POST', path, { token, body, headers });
const download = (url: string) => t.app.inject({ method: 'GET', url });
const entriesExcel = (id: number, token: string) => `${entriesPath}/${id}/excel/${token}`;
const disclosureExcel = (id: number, token: string) => `${disclosurePath}/${id}/excel/${token}`;
const storedRuns = async () => t.db.select().from(savedReports);

async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

/** Label → value of a sheet's title block (rows 2.. until the first empty one). */
function titleBlockOf(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue> {
  const block: Record<string, ExcelJS.CellValue> = {};
  for (let r = 2; sheet.getCell(r, 1).value !== null; r++) block[String(sheet.getCell(r, 1).value)] = sheet.getCell(r, 2).value;
  return block;
}

/** The rows under the frozen header, as arrays of cell values. */
function tableOf(sheet: ExcelJS.Worksheet): { header: ExcelJS.CellValue[]; rows: ExcelJS.CellValue[][] } {
  const ySplit = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 0;
  const valuesOf = (r: number) => (sheet.getRow(r).values as ExcelJS.CellValue[]).slice(1);
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = ySplit + 1; r <= sheet.rowCount; r++) rows.push(valuesOf(r));
  return { header: valuesOf(ySplit), rows };
}

describe('validation: every error at once, in the caller’s language', () => {
  it('no contractor, a reversed period and an unknown field, in English and in Polish, storing nothing', async () => {
    const before = (await storedRuns()).length;
    const body = { contractorIds: [], reportingPeriodStartingDate: '2025-12-31', reportingPeriodClosingDate: '2025-01-01', tenantId: 1 };
    for (const path of [entriesPath, disclosurePath]) {
      const english = await run(path, ifrs, body);
      expect(english.status).toBe(200);
      expect(english.body.success).toBe(false);
      expect(english.body.errors).toEqual(
        expect.arrayContaining([
          { propertyName: 'tenantId', message: formatMessage('en', 'validation.unknownProperty') },
          { propertyName: 'contractorIds', message: 'Choose at least one contractor' },
          { propertyName: 'reportingPeriodClosingDate', message: "The period's closing date (01/01/2025) must not be before its starting date (31/12/2025)." },
        ]),
      );
      expect(english.body.errors).toHaveLength(3);
      const polish = await run(path, ifrs, body, { 'accept-language': 'pl' });
      expect(polish.body.errors).toEqual(
        expect.arrayContaining([
          { propertyName: 'tenantId', message: formatMessage('pl', 'validation.unknownProperty') },
          { propertyName: 'contractorIds', message: 'Wybierz co najmniej jednego kontrahenta' },
          { propertyName: 'reportingPeriodClosingDate', message: 'Data końca okresu (01.01.2025) nie może być wcześniejsza niż data jego początku (31.12.2025).' },
        ]),
      );
    }
    // A valid shape with only the rules broken answers them too.
    const rulesOnly = await run(entriesPath, ifrs, { ...body, tenantId: undefined });
    expect(rulesOnly.body.errors.map((e) => e.propertyName).sort()).toEqual(['contractorIds', 'reportingPeriodClosingDate']);
    expect((await storedRuns()).length).toBe(before);
  });

  it('a missing period, a missing contractor list and a date that does not exist', async () => {
    const missing = await run(entriesPath, ifrs, { contractorIds: [office.id] }, { 'accept-language': 'pl' });
    expect(missing.body.success).toBe(false);
    expect(missing.body.errors.map((e) => e.propertyName).sort()).toEqual(['reportingPeriodClosingDate', 'reportingPeriodStartingDate']);
    expect(missing.body.errors.every((e) => e.message.length > 0 && !/required|expected/i.test(e.message))).toBe(true);
    const noList = await run(disclosurePath, ifrs, { ...year2025 });
    expect(noList.body.errors.map((e) => e.propertyName)).toEqual(['contractorIds']);
    const badDate = await run(entriesPath, ifrs, { contractorIds: [], reportingPeriodStartingDate: '2025-02-30', reportingPeriodClosingDate: '2025-01-01' });
    // The start is no date, so the order cannot be judged; the empty list still is an error.
    expect(badDate.body.errors.map((e) => e.propertyName).sort()).toEqual(['contractorIds', 'reportingPeriodStartingDate']);
  });

  it('refuses totals beyond 2^53 cents as a business rule (choose fewer agreements), storing nothing', async () => {
    const giant = await createContractor(t, ifrs, 'Giant', 710_000_040);
    // Ten agreements of 9.9 trillion each at rate 0: L0 sums to 9.9 · 10^15 cents, beyond what a JSON number holds exactly.
    for (let k = 0; k < 10; k++) {
      await saveAgreement(t, ifrs, { contractorId: giant.id, contractNumber: `G/${k}`, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 99, rentPaymentAmount: 100_000_000_000, paymentDue: 1 });
    }
    const before = (await storedRuns()).length;
    for (const path of [entriesPath, disclosurePath]) {
      const reply = await run(path, ifrs, { contractorIds: [giant.id], ...year2025 }, { 'accept-language': 'pl' });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: false, errors: [{ propertyName: 'contractorIds', message: 'Sumy wybranych umów są zbyt duże, by podać je co do grosza; wybierz mniej umów' }], value: null });
    }
    expect((await storedRuns()).length).toBe(before);
    // One of them alone is fine.
    const one = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [giant.id], contractNumbers: ['G/0'], ...year2025 });
    expect(one.body.value?.details[0]?.debitDetail.value).toBe(9_900_000_000_000);
  });

  it('needs a tenant token', async () => {
    expect((await run(entriesPath, '', { contractorIds: [office.id], ...year2025 })).status).toBe(401);
    expect((await run(disclosurePath, await t.loginUser(), { contractorIds: [office.id], ...year2025 })).status).toBe(403);
  });
});

describe('a run is stored and its Excel rebuilt from the stored request', () => {
  it('stores kind, the parsed request, the user and the time', async () => {
    const body = { contractorIds: [office.id, cars.id], contractNumbers: null, reportingPeriodStartingDate: '2025-01-01T10:30:00+02:00', reportingPeriodClosingDate: '2025-12-31' };
    const reply = await run<AccountingEntries>(entriesPath, ifrs, body);
    expect(reply.body.errors).toEqual([]);
    const value = reply.body.value as AccountingEntries;
    const [stored] = await t.db.select().from(savedReports).where(eq(savedReports.id, value.reportId));
    expect(stored).toMatchObject({
      tenantId: t.seed.tenantIds.ifrs16,
      kind: 'accountingEntries',
      createdBy: t.seed.userId,
      // Lists absent or null are stored empty ("all"); a date-time is its UTC date.
      filter: { contractorIds: [office.id, cars.id], contractNumbers: [], scheduleNumbers: [], ...year2025 },
    });
    expect(Math.abs((stored?.createDate.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const disclosure = await run<Disclosure>(disclosurePath, ifrs, body);
    const [storedDisclosure] = await t.db.select().from(savedReports).where(and(eq(savedReports.id, disclosure.body.value?.reportId ?? 0), eq(savedReports.kind, 'disclosure')));
    expect(storedDisclosure?.filter).toEqual(stored?.filter);
  });

  it('the entries workbook holds the API’s figures, Polish account names with lang=pl, totals and a neutralised title block', async () => {
    const reply = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [office.id, cars.id], contractNumbers: [], scheduleNumbers: [], ...year2025 });
    const { reportId, token, details } = reply.body.value as AccountingEntries;
    expect(details.map((d) => d.debitDetail.labelEN)).toContain('Leasehold improvements');

    const english = await download(entriesExcel(reportId, token));
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(english.headers['content-disposition']).toMatch(/^attachment; filename="accounting-entries-2025-01-01-2025-12-31\.xlsx"/);
    const sheetEn = (await workbookOf(english.rawPayload)).getWorksheet('Accounting entries') as ExcelJS.Worksheet;
    expect(sheetEn.getCell(1, 1).value).toBe('Accounting entries (IFRS 16)');
    const block = titleBlockOf(sheetEn);
    expect(block).toMatchObject({
      Client: 'Demo Lessee IFRS16',
      // Polish alphabetical order; the formula-looking name neutralised.
      Contractors: `'=HYPERLINK("http://evil"), Żółta Flota`,
      'Contract numbers': 'All',
      'Schedule numbers': 'All',
      'Period start': new Date(Date.UTC(2025, 0, 1)),
      'Period end': new Date(Date.UTC(2025, 11, 31)),
    });
    expect(String(block['Run at (Warsaw time)'])).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    const table = tableOf(sheetEn);
    expect(table.header).toEqual(['No.', 'Debit account', 'Credit account', 'Debit', 'Credit']);
    const rows = table.rows.slice(0, -1);
    expect(rows).toEqual(details.map((d) => [d.index, d.debitDetail.labelEN, d.creditDetail.labelEN, d.debitDetail.value, d.creditDetail.value]));
    const sum = details.reduce((s, d) => s + Math.round(d.debitDetail.value * 100), 0) / 100;
    const totals = table.rows.at(-1) as ExcelJS.CellValue[];
    expect(totals[0]).toBe('Total');
    expect(totals[3]).toMatchObject({ result: sum });
    expect(totals[4]).toMatchObject({ result: sum });
    expect(sheetEn.getRow((sheetEn.views[0] as { ySplit: number }).ySplit + 1).getCell(4).numFmt).toBe('#,##0.00');

    const polish = await download(`${entriesExcel(reportId, token)}?lang=pl`);
    expect(polish.headers['content-disposition']).toMatch(/^attachment; filename="zapisy-ksiegowe-2025-01-01-2025-12-31\.xlsx"/);
    const sheetPl = (await workbookOf(polish.rawPayload)).getWorksheet('Zapisy księgowe') as ExcelJS.Worksheet;
    const tablePl = tableOf(sheetPl);
    expect(tablePl.header).toEqual(['Lp.', 'Konto Wn', 'Konto Ma', 'Kwota Wn', 'Kwota Ma']);
    expect(tablePl.rows.slice(0, -1)).toEqual(details.map((d) => [d.index, d.debitDetail.labelPL, d.creditDetail.labelPL, d.debitDetail.value, d.creditDetail.value]));
    expect(tablePl.rows.map((row) => row[1])).toContain('Aktywo z tytułu prawa do użytkowania');
    expect(tablePl.rows.at(-1)?.[0]).toBe('Razem');
    expect(titleBlockOf(sheetPl)).toMatchObject({ Klient: 'Demo Lessee IFRS16', 'Numery umów': 'Wszystkie' });
    expect(String(titleBlockOf(sheetPl)['Wygenerowano (czas warszawski)'])).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it('the workbook is rebuilt from the stored request: narrowed numbers stay narrowed', async () => {
    const reply = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [office.id, cars.id], contractNumbers: ['B/2'], scheduleNumbers: ['1'], ...year2025 });
    const { reportId, token, details } = reply.body.value as AccountingEntries;
    const carsAlone = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [cars.id], ...year2025 });
    expect(details).toEqual(carsAlone.body.value?.details);
    const sheet = (await workbookOf((await download(entriesExcel(reportId, token))).rawPayload)).getWorksheet('Accounting entries') as ExcelJS.Worksheet;
    expect(titleBlockOf(sheet)).toMatchObject({ 'Contract numbers': 'B/2', 'Schedule numbers': '1' });
    expect(tableOf(sheet).rows.slice(0, -1).map((row) => row[3])).toEqual(details.map((d) => d.debitDetail.value));
  });

  it('the disclosure workbook holds the API’s roll-forwards, maturity and split, one sheet each, in Polish with lang=pl', async () => {
    const reply = await run<Disclosure>(disclosurePath, ifrs, { contractorIds: [office.id, cars.id], ...year2025 });
    const d = reply.body.value as Disclosure;
    expect(d.liability.closing).toBeGreaterThan(0);
    const workbook = await workbookOf((await download(disclosureExcel(d.reportId, d.token))).rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Lease liability', 'Right-of-use asset', 'Maturity analysis', 'Current and non-current']);
    const lines = (name: string) => tableOf(workbook.getWorksheet(name) as ExcelJS.Worksheet).rows;
    expect(lines('Lease liability')).toEqual([
      ['Opening balance', d.liability.opening],
      ['Additions (leases starting in the period)', d.liability.additions],
      ['Interest', d.liability.interest],
      ['Payments', -d.liability.payments],
      ['Closing balance', d.liability.closing],
    ]);
    expect(lines('Right-of-use asset')).toEqual([
      ['Opening balance', d.rightOfUse.opening],
      ['Additions (leases starting in the period)', d.rightOfUse.additions],
      ['Depreciation', -d.rightOfUse.depreciation],
      ['Closing balance', d.rightOfUse.closing],
    ]);
    const maturity = lines('Maturity analysis');
    expect(maturity.slice(0, 3)).toEqual([
      ['Within one year', d.maturity.withinOneYear],
      ['One to five years', d.maturity.oneToFiveYears],
      ['After five years', d.maturity.afterFiveYears],
    ]);
    expect(maturity[3]?.[0]).toBe('Total');
    expect(maturity[3]?.[1]).toMatchObject({ result: d.maturity.total });
    const split = lines('Current and non-current');
    expect(split.slice(0, 2)).toEqual([
      ['Current', d.current],
      ['Non-current', d.nonCurrent],
    ]);
    expect(split[2]?.[1]).toMatchObject({ result: d.liability.closing });
    expect((workbook.getWorksheet('Maturity analysis') as ExcelJS.Worksheet).getCell(1, 1).value).toBe('IFRS 16 disclosures: Maturity analysis of undiscounted lease payments');

    const polish = await workbookOf((await download(`${disclosureExcel(d.reportId, d.token)}?lang=pl`)).rawPayload);
    expect(polish.worksheets.map((s) => s.name)).toEqual(['Zobowiązanie leasingowe', 'Prawo do użytkowania', 'Analiza zapadalności', 'Krótko- i długoterminowe']);
    expect(tableOf(polish.getWorksheet('Zobowiązanie leasingowe') as ExcelJS.Worksheet).rows.at(-1)).toEqual(['Stan na koniec okresu', d.liability.closing]);

    // Each part downloads on its own, beside its figures on the screen.
    const maturityAlone = await download(`${disclosureExcel(d.reportId, d.token)}?part=maturity&lang=pl`);
    expect(maturityAlone.headers['content-disposition']).toContain('Analiza%20zapadalno');
    const alone = await workbookOf(maturityAlone.rawPayload);
    expect(alone.worksheets.map((s) => s.name)).toEqual(['Analiza zapadalności']);
    expect(tableOf(alone.worksheets[0] as ExcelJS.Worksheet).rows.at(-1)).toEqual(['Razem', expect.objectContaining({ result: d.maturity.total })]);
    expect((await download(`${disclosureExcel(d.reportId, d.token)}?part=everything`)).json()).toMatchObject({ success: false, errors: [{ propertyName: 'part' }] });
  });
});

describe('tenancy and download tokens', () => {
  it('another tenant choosing this tenant’s contractors gets nothing, and the other way round', async () => {
    const theirs = await run<AccountingEntries>(entriesPath, csi, { contractorIds: [office.id, cars.id], ...year2025 });
    expect(theirs.body.value?.details).toEqual([]);
    const disclosure = await run<Disclosure>(disclosurePath, csi, { contractorIds: [office.id], ...year2025 });
    expect(disclosure.body.value).toMatchObject({ liability: { opening: 0, additions: 0, closing: 0 }, rightOfUse: { closing: 0 }, maturity: { total: 0 }, current: 0, nonCurrent: 0 });
    const mixed = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [office.id, foreign.id], ...year2025 });
    const alone = await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [office.id], ...year2025 });
    expect(mixed.body.value?.details).toEqual(alone.body.value?.details);
  });

  it('a report id or token of another tenant, another report or another kind answers 404', async () => {
    const body = { contractorIds: [office.id], ...year2025 };
    const a = (await run<AccountingEntries>(entriesPath, ifrs, body)).body.value as AccountingEntries;
    const a2 = (await run<AccountingEntries>(entriesPath, ifrs, { ...body, reportingPeriodClosingDate: '2025-06-30' })).body.value as AccountingEntries;
    const aDisclosure = (await run<Disclosure>(disclosurePath, ifrs, body)).body.value as Disclosure;
    const b = (await run<AccountingEntries>(entriesPath, csi, { contractorIds: [foreign.id], ...year2025 })).body.value as AccountingEntries;
    expect((await download(entriesExcel(a.reportId, a.token))).statusCode).toBe(200);
    expect((await download(entriesExcel(b.reportId, b.token))).statusCode).toBe(200);

    const refused = [
      // B's token with A's report id, and A's token with B's id.
      entriesExcel(a.reportId, b.token),
      entriesExcel(b.reportId, a.token),
      // A token for report X does not open report Y of the same tenant.
      entriesExcel(a2.reportId, a.token),
      // An entries token does not open a disclosure, nor the other way round, whatever the id.
      disclosureExcel(a.reportId, a.token),
      disclosureExcel(aDisclosure.reportId, a.token),
      entriesExcel(aDisclosure.reportId, aDisclosure.token),
      entriesExcel(a.reportId, `${a.token.slice(0, -2)}xx`),
      entriesExcel(a.reportId, 'not-a-token'),
    ];
    for (const url of refused) {
      const reply = await download(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
      expect(reply.json()).toEqual({ success: false, errors: [{ propertyName: '', message: 'Report not found' }], value: null });
    }

    // A well-signed token naming B's tenant and A's report: the report is not B's.
    const bUser = { userId: t.seed.userId, stamp: '', tenantId: t.seed.tenantIds.csi };
    const [user] = await t.db.query.users.findMany({ where: (u, { eq: equals }) => equals(u.id, t.seed.userId) });
    const forged = await issueDownloadToken(t.app.context.tokenKey, { ...bUser, stamp: user?.securityStamp ?? '', kind: 'accountingEntries', resourceId: a.reportId }, 600, t.clock());
    expect((await download(entriesExcel(a.reportId, forged))).statusCode).toBe(404);
    // A token of the right kind for a report of the other kind.
    const wrongKind = await issueDownloadToken(t.app.context.tokenKey, { ...bUser, tenantId: t.seed.tenantIds.ifrs16, stamp: user?.securityStamp ?? '', kind: 'disclosure', resourceId: a.reportId }, 600, t.clock());
    expect((await download(disclosureExcel(a.reportId, wrongKind))).statusCode).toBe(404);
    // Polish 404 with lang=pl.
    expect((await download(`${entriesExcel(a2.reportId, a.token)}?lang=pl`)).json()).toMatchObject({ errors: [{ message: 'Nie znaleziono raportu' }] });
  });

  it('an expired token answers 404', async () => {
    const a = (await run<AccountingEntries>(entriesPath, ifrs, { contractorIds: [office.id], ...year2025 })).body.value as AccountingEntries;
    t.clock.advance((t.config.security.downloadTokenTtlSeconds + 1) * 1000);
    expect((await download(entriesExcel(a.reportId, a.token))).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the four routes under the tag accounting, the POSTs with their request body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>> };
    const operations = [
      doc.paths['/api/customers/leaseagreements/periods/accountingentry']?.['post'],
      doc.paths['/api/customers/leaseagreements/periods/disclosure']?.['post'],
      doc.paths['/api/customers/leaseagreements/periods/accountingentry/{id}/excel/{token}']?.['get'],
      doc.paths['/api/customers/leaseagreements/periods/disclosure/{id}/excel/{token}']?.['get'],
    ];
    expect(operations.map((operation) => operation?.tags)).toEqual([['accounting'], ['accounting'], ['accounting'], ['accounting']]);
    expect(JSON.stringify(operations[0]?.requestBody)).toContain('reportingPeriodClosingDate');
  });
});
