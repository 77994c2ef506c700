import { and, eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, PortfolioSensitivity, PortfolioSensitivityRow } from '@leasedesk/contract';
import { savedReports } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { frozenRowsOf, tableOf, titleBlockOf, workbookOf } from '../../support/workbook-reading.ts';
import { createAgreement, createContractor, deleteAgreement, exampleA, exampleB, exampleC, freshTenant, noBreak, underStandard } from './support.ts';

/**
 * POST /api/sensitivityanalisys/portfolio and its Excel: a tenant of its own holding DOMAIN §12 B and C
 * under one contractor, a copy of C under another (named like a formula), a CSI agreement and a deleted one. At
 * 7 % the figures are independent of lease-math (support.ts, independent-figures.py): B 504 384.96 / 102 711.36,
 * C 375 761.61 / 124 238.39, at their own rates 517 595.22 / 89 501.10 and 405 391.08 / 94 608.92.
 */
let t: TestApp;
let token: string;
let tenantName: string;
let zuraw: ContractorDto;
let evil: ContractorDto;
let b: LeaseAgreementDto;
let c: LeaseAgreementDto;
let evilC: LeaseAgreementDto;
let csiAgreement: LeaseAgreementDto;
let deleted: LeaseAgreementDto;

const evilName = '=HYPERLINK("http://evil","Łoś")';

beforeAll(async () => {
  t = await startTestApp();
  // 2026-11-23 10:15 UTC is 11:15 in Warsaw (CET).
  t.clock.advance(Date.parse('2026-11-23T10:15:00Z') - t.clock().getTime());
  const fresh = await freshTenant(t, 'Portfel Wrażliwy', 1);
  token = fresh.token;
  tenantName = fresh.tenant.name;
  zuraw = await createContractor(t, token, 'Żuraw Analizy Sp. z o.o.', 640_000_001);
  evil = await createContractor(t, token, evilName, 640_000_002);
  c = await createAgreement(t, token, exampleC(zuraw.id));
  b = await createAgreement(t, token, exampleB(zuraw.id));
  evilC = await createAgreement(t, token, exampleC(evil.id, '+SENS-C2'));
  deleted = await createAgreement(t, token, exampleB(zuraw.id, 'SENS-B-DELETED'));
  await deleteAgreement(t, token, deleted.id);
  csiAgreement = await underStandard(t, fresh.tenant.id, 0, (csi) => createAgreement(t, csi, exampleA(zuraw.id)));
});
afterAll(async () => t.close());

const run = (body: unknown, headers: Record<string, string> = {}, as = token) => t.call<PortfolioSensitivity>('POST', '/api/sensitivityanalisys/portfolio', { token: as, body, headers });
async function portfolio(body: unknown): Promise<PortfolioSensitivity> {
  const reply = await run(body);
  if (!reply.body.success || !reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}
const excelUrl = (id: number, downloadToken: string) => `/api/sensitivityanalisys/portfolio/${id}/excel/${downloadToken}`;
const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const onlySheet = (workbook: ExcelJS.Workbook) => {
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
};

const rowOf = (agreement: LeaseAgreementDto, contractorName: string): Pick<PortfolioSensitivityRow, 'leaseAgreementId' | 'contractorName' | 'contractNumber' | 'scheduleNumber'> => ({
  leaseAgreementId: agreement.id,
  contractorName,
  contractNumber: agreement.contractNumber,
  scheduleNumber: agreement.scheduleNumber,
});
const bAt7 = {
  rate: { tenantRate: 0.06, auditorRate: 0.07, variance: 0.01 },
  initialValue: { valueAtTenantRate: 517_595.22, valueAtAuditorRate: 504_384.96, variance: -13_210.26 },
  financialCost: { financialCostAtTenantRate: 89_501.1, financialCostAtAuditorRate: 102_711.36, variance: 13_210.26 },
};
const cAt7 = {
  rate: { tenantRate: 0.05, auditorRate: 0.07, variance: 0.02 },
  initialValue: { valueAtTenantRate: 405_391.08, valueAtAuditorRate: 375_761.61, variance: -29_629.47 },
  financialCost: { financialCostAtTenantRate: 94_608.92, financialCostAtAuditorRate: 124_238.39, variance: 29_629.47 },
};
/** B + C + C. */
const allTotals = {
  initialValue: { valueAtTenantRate: 1_328_377.38, valueAtAuditorRate: 1_255_908.18, variance: -72_469.2 },
  financialCost: { financialCostAtTenantRate: 278_718.94, financialCostAtAuditorRate: 351_188.14, variance: 72_469.2 },
};
/** B + C. */
const zurawTotals = {
  initialValue: { valueAtTenantRate: 922_986.3, valueAtAuditorRate: 880_146.57, variance: -42_839.73 },
  financialCost: { financialCostAtTenantRate: 184_110.02, financialCostAtAuditorRate: 226_949.75, variance: 42_839.73 },
};

describe('the portfolio at 7 %', () => {
  it('answers every live IFRS16 agreement by contractor (Polish order), contract and schedule number, with exact totals', async () => {
    const answer = await portfolio({ auditorRate: 0.07 });
    expect(answer.auditorRate).toBe(0.07);
    expect(answer.details).toEqual([
      { ...cAt7, ...rowOf(evilC, evilName) },
      { ...bAt7, ...rowOf(b, 'Żuraw Analizy Sp. z o.o.') },
      { ...cAt7, ...rowOf(c, 'Żuraw Analizy Sp. z o.o.') },
    ]);
    expect(answer.totals).toEqual(allTotals);
    expect(answer.details.map((row) => row.leaseAgreementId)).not.toContain(csiAgreement.id);
    expect(answer.details.map((row) => row.leaseAgreementId)).not.toContain(deleted.id);
  });

  it('null, an absent list and an empty one all mean every contractor', async () => {
    for (const body of [{ auditorRate: 0.07, contractorIds: null }, { auditorRate: 0.07, contractorIds: [] }]) {
      expect((await portfolio(body)).totals).toEqual(allTotals);
    }
  });

  it('the contractor filter narrows to those contractors; another tenant’s contractor matches nothing', async () => {
    const answer = await portfolio({ auditorRate: 0.07, contractorIds: [zuraw.id] });
    expect(answer.details.map((row) => row.leaseAgreementId)).toEqual([b.id, c.id]);
    expect(answer.totals).toEqual(zurawTotals);
    const demoContractors = await t.call<ContractorDto[]>('GET', '/api/contractors', { token: await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16) });
    const foreign = (demoContractors.body.value ?? [])[0]?.id as number;
    const none = await portfolio({ auditorRate: 0.07, contractorIds: [foreign] });
    expect(none.details).toEqual([]);
    expect(none.totals).toEqual({ initialValue: { valueAtTenantRate: 0, valueAtAuditorRate: 0, variance: 0 }, financialCost: { financialCostAtTenantRate: 0, financialCostAtAuditorRate: 0, variance: 0 } });
  });

  it('stores the run: its kind, the request as parsed and the agreements answered', async () => {
    const answer = await portfolio({ auditorRate: 0.07, contractorIds: [zuraw.id] });
    const [stored] = await t.db.select().from(savedReports).where(and(eq(savedReports.id, answer.reportId)));
    expect(stored).toMatchObject({ kind: 'sensitivityPortfolio', filter: { auditorRate: 0.07, contractorIds: [zuraw.id] }, agreementIds: [b.id, c.id], createdBy: t.seed.userId });
    expect(stored?.createDate.toISOString()).toBe('2026-11-23T10:15:00.000Z');
  });
});

describe('a bad auditor’s rate', () => {
  it('is a field error on auditorRate in English and Polish, worded as for one agreement, even for an empty portfolio; nothing is stored', async () => {
    const before = (await t.db.select({ id: savedReports.id }).from(savedReports)).length;
    const emptyTenant = await freshTenant(t, 'Portfel Pusty', 1);
    for (const auditorRate of [-0.01, 2]) {
      const got = auditorRate === 2 ? '200,00 %' : '-1,00 %';
      for (const as of [token, emptyTenant.token]) {
        const english = await run({ auditorRate }, {}, as);
        expect(english.status).toBe(200);
        expect(english.body).toEqual({ success: false, errors: [{ propertyName: 'auditorRate', message: noBreak(`The auditor's rate must be between 0 % and 100,00 % a year (got ${got}).`) }], value: null });
        const polish = await run({ auditorRate }, { 'accept-language': 'pl' }, as);
        expect(polish.body.errors).toEqual([{ propertyName: 'auditorRate', message: noBreak(`Stopa audytora musi mieścić się w przedziale od 0 % do 100,00 % rocznie (podano ${got}).`) }]);
      }
      const single = await t.call('POST', '/api/sensitivityanalisys', { token, body: { leaseAgreementId: b.id, auditorRate } });
      expect(single.body.errors).toEqual((await run({ auditorRate })).body.errors);
    }
    expect((await t.db.select({ id: savedReports.id }).from(savedReports)).length).toBe(before);
  });

  it('shape errors come all at once', async () => {
    const reply = await run({ auditorRate: 'x', contractorIds: [0, 'a'], other: 1 });
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName)).toEqual(expect.arrayContaining(['auditorRate', 'other']));
    expect(reply.body.errors.some((error) => error.propertyName.startsWith('contractorIds'))).toBe(true);
  });
});

describe('the Excel', () => {
  it('shows the run’s rows, percent rates, money, a totals row and the title block, with formula-like text neutralised', async () => {
    const answer = await portfolio({ auditorRate: 0.07 });
    const reply = await download(excelUrl(answer.reportId, answer.token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="discount-rate-sensitivity-2026-11-23\.xlsx"/);
    const sheet = onlySheet(await workbookOf(reply.rawPayload));
    expect(sheet.name).toBe('Sensitivity');
    expect(sheet.getCell(1, 1).value).toBe('Discount-rate sensitivity of the lease portfolio (IFRS 16)');
    expect(frozenRowsOf(sheet).state).toBe('frozen');
    const block = titleBlockOf(sheet);
    expect(Object.fromEntries([...block].map(([label, cell]) => [label, cell.value]))).toEqual({
      Client: tenantName,
      Contractors: 'All',
      "Auditor's rate": 0.07,
      'Run at (Warsaw time)': '23/11/2026 11:15',
    });
    expect(block.get("Auditor's rate")?.numFmt).toBe('0.000%');

    const table = tableOf(sheet);
    expect(table.header).toEqual([
      'Contractor', 'Contract number', 'Schedule number', "Client's rate", "Auditor's rate", 'Rate variance',
      "Initial value at client's rate", "Initial value at auditor's rate", 'Initial value variance',
      "Financial cost at client's rate", "Financial cost at auditor's rate", 'Financial cost variance',
    ]);
    const line = (contractor: string, contractNumber: string, figures: typeof bAt7) => ({
      Contractor: contractor,
      'Contract number': contractNumber,
      'Schedule number': '1',
      "Client's rate": figures.rate.tenantRate,
      "Auditor's rate": 0.07,
      'Rate variance': figures.rate.variance,
      "Initial value at client's rate": figures.initialValue.valueAtTenantRate,
      "Initial value at auditor's rate": figures.initialValue.valueAtAuditorRate,
      'Initial value variance': figures.initialValue.variance,
      "Financial cost at client's rate": figures.financialCost.financialCostAtTenantRate,
      "Financial cost at auditor's rate": figures.financialCost.financialCostAtAuditorRate,
      'Financial cost variance': figures.financialCost.variance,
    });
    expect(table.rows).toEqual([line(`'${evilName}`, "'+SENS-C2", cAt7), line('Żuraw Analizy Sp. z o.o.', 'SENS-B', bAt7), line('Żuraw Analizy Sp. z o.o.', 'SENS-C', cAt7)]);
    const first = table.headerRow + 1;
    const last = table.headerRow + 3;
    expect(table.total).toEqual({
      Contractor: 'Total',
      'Contract number': null,
      'Schedule number': null,
      "Client's rate": null,
      "Auditor's rate": null,
      'Rate variance': null,
      "Initial value at client's rate": { formula: `SUM(G${first}:G${last})`, result: allTotals.initialValue.valueAtTenantRate },
      "Initial value at auditor's rate": { formula: `SUM(H${first}:H${last})`, result: allTotals.initialValue.valueAtAuditorRate },
      'Initial value variance': { formula: `SUM(I${first}:I${last})`, result: allTotals.initialValue.variance },
      "Financial cost at client's rate": { formula: `SUM(J${first}:J${last})`, result: allTotals.financialCost.financialCostAtTenantRate },
      "Financial cost at auditor's rate": { formula: `SUM(K${first}:K${last})`, result: allTotals.financialCost.financialCostAtAuditorRate },
      'Financial cost variance': { formula: `SUM(L${first}:L${last})`, result: allTotals.financialCost.variance },
    });
    const firstRow = sheet.getRow(first);
    for (const column of [4, 5, 6]) expect(firstRow.getCell(column).numFmt, `column ${column}`).toBe('0.000%');
    for (const column of [7, 8, 9, 10, 11, 12]) expect(firstRow.getCell(column).numFmt, `column ${column}`).toBe('#,##0.00');
  });

  it('speaks Polish with ?lang=pl (and by Accept-Language) and names the chosen contractors', async () => {
    const answer = await portfolio({ auditorRate: 0.07, contractorIds: [zuraw.id, evil.id] });
    const reply = await download(`${excelUrl(answer.reportId, answer.token)}?lang=pl`);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="wrazliwosc-stopy-dyskontowej-2026-11-23\.xlsx"/);
    const sheet = onlySheet(await workbookOf(reply.rawPayload));
    expect(sheet.name).toBe('Wrażliwość');
    expect(sheet.getCell(1, 1).value).toBe('Wrażliwość portfela leasingów na stopę dyskontową (MSSF 16)');
    expect(Object.fromEntries([...titleBlockOf(sheet)].map(([label, cell]) => [label, cell.value]))).toEqual({
      Klient: tenantName,
      Kontrahenci: `'${evilName}, Żuraw Analizy Sp. z o.o.`,
      'Stopa audytora': 0.07,
      'Uruchomiono (czas warszawski)': '23.11.2026 11:15',
    });
    const table = tableOf(sheet, 'Razem');
    expect(table.header.slice(0, 4)).toEqual(['Kontrahent', 'Numer umowy', 'Numer harmonogramu', 'Stopa klienta']);
    expect(table.rows).toHaveLength(3);
    expect(table.total?.['Różnica kosztu finansowego']).toMatchObject({ result: 72_469.2 });
    const byHeader = onlySheet(await workbookOf((await download(excelUrl(answer.reportId, answer.token), { 'accept-language': 'pl' })).rawPayload));
    expect(byHeader.name).toBe('Wrażliwość');
  });

  it('rebuilds exactly the run’s agreements as stored now: one deleted since is left out, one added since is not in it', async () => {
    const scratch = await createContractor(t, token, 'Ąbel Tymczasowy', 640_000_003);
    // '=' sorts before every letter, Ą right after A.
    const leaving = await createAgreement(t, token, exampleB(scratch.id, 'SENS-LEAVING'));
    const answer = await portfolio({ auditorRate: 0.07 });
    expect(answer.details.map((row) => row.leaseAgreementId)).toEqual([evilC.id, leaving.id, b.id, c.id]);
    await deleteAgreement(t, token, leaving.id);
    await createAgreement(t, token, exampleB(scratch.id, 'SENS-LATER'));
    const table = tableOf(onlySheet(await workbookOf((await download(excelUrl(answer.reportId, answer.token))).rawPayload)));
    expect(table.rows.map((row) => row['Contract number'])).toEqual(["'+SENS-C2", 'SENS-B', 'SENS-C']);
    expect(table.total?.["Initial value at auditor's rate"]).toMatchObject({ result: allTotals.initialValue.valueAtAuditorRate });
  });
});
