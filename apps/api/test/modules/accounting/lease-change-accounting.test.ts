import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingEntries, ContractorDto, Disclosure, LeaseAgreementInput, LeaseChangeDto } from '@leasedesk/contract';
import { disclosuresFromTotals, disclosureTotals, entriesFromTotals, entryTotals } from '@leasedesk/lease-math';
import { withTenant } from '../../../src/db/scope.ts';
import type { AccountingSelection } from '../../../src/modules/accounting/accounting-selection.ts';
import { sumDisclosureTotals } from '../../../src/modules/accounting/disclosure-totals.ts';
import { sumEntryTotals } from '../../../src/modules/accounting/entry-totals.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, disclosurePath, entriesPath, saveAgreement, storedSources } from './support.ts';

/**
 * DOMAIN §14's entries and disclosures through the API, on §12 E: the agreement saved, its modification of
 * 2027-01-01 applied by POST /changes, then the entries, disclosures and their workbooks of the periods around it.
 *
 * Expected figures worked out apart from the code (Python's decimal, ROUND_HALF_UP, from DOMAIN §4 and §14 alone):
 * rows 1–24 at j = 0.005 from L0 517 255.61 close at B_E 328 710.18; row 25 opens at L_E 208 961.44 and the
 * recursion at j′ = 0.00625 with 6 500.00 a month gives interest 13 484.34 in 2027 (rows 25–36, closing 144 445.78)
 * and 8 475.80 in 2028 (rows 37–48, closing 74 921.58), row 60 closing at 0.00. Depreciation 5 558.54 a month from
 * R_after 200 107.30: 2027 takes 66 702.48 and closes at 313 953.29 − 113 845.99 − 66 702.48 = 133 404.82.
 * At 2027-12-31, the next twelve payments are 78 000.00 and rows 49–60 another 78 000.00; the current part is the
 * principal of rows 37–48, 144 445.78 − 74 921.58 = 69 524.20.
 */

let t: TestApp;
let ifrs: string;
let tenantId: number;
let contractor: ContractorDto;
let agreementId: number;

const exampleE = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'E/1',
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  rateConvention: 0,
  initialDirectCosts: 6000,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
});

const modificationOfE = { effectiveDate: '2027-01-01', changeKind: 2, remainingScope: 0.6, rentPaymentAmount: 6500, incrementalBorrowingRate: 0.075 };

async function applyChange(id: number, body: object): Promise<LeaseChangeDto> {
  const reply = await t.call<LeaseChangeDto>('POST', `/api/leaseagreements/${id}/changes`, { token: ifrs, body });
  if (!reply.body.value) throw new Error(`change not applied: ${reply.raw}`);
  return reply.body.value;
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  tenantId = t.seed.tenantIds.ifrs16;
  ifrs = await t.tenantToken(user, tenantId);
  contractor = await createContractor(t, ifrs, 'Modyfikacje Sp. z o.o.', 720_000_010);
  const saved = await saveAgreement(t, ifrs, exampleE(contractor.id));
  expect(saved.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_255.61, costOfEquipment: 523_255.61 });
  agreementId = saved.id;
  const change = await applyChange(agreementId, modificationOfE);
  expect(change).toMatchObject({
    rowNumber: 25,
    entryDate: '2027-01-01',
    carryingLiability: 328_710.18,
    carryingRightOfUse: 313_953.29,
    liabilityDecrease: 131_484.07,
    rightOfUseDecrease: 125_581.32,
    gainOrLoss: 5902.75,
    remeasuredLiability: 208_961.44,
    liabilityAdjustment: 11_735.33,
    rightOfUseAfter: 200_107.3,
    furtherGain: 0,
  });
}, 120_000);
afterAll(async () => t.close());

const request = (from: string, to: string) => ({
  contractorIds: [contractor.id],
  contractNumbers: [],
  scheduleNumbers: [],
  reportingPeriodStartingDate: from,
  reportingPeriodClosingDate: to,
});

async function entriesOf(from: string, to: string): Promise<AccountingEntries> {
  const reply = await t.call<AccountingEntries>('POST', entriesPath, { token: ifrs, body: request(from, to) });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as AccountingEntries;
}

async function disclosureOf(from: string, to: string): Promise<Disclosure> {
  const reply = await t.call<Disclosure>('POST', disclosurePath, { token: ifrs, body: request(from, to) });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as Disclosure;
}

const figuresOf = ({ reportId: _id, token: _token, ...figures }: Disclosure) => figures;

const account = {
  rightOfUse: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania' },
  liability: { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu' },
  cash: { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki' },
  interest: { labelEN: 'Finance costs: lease interest', labelPL: 'Koszty finansowe: odsetki od leasingu' },
  depreciation: { labelEN: 'Depreciation expense', labelPL: 'Koszty amortyzacji' },
  accumulated: { labelEN: 'Accumulated depreciation of right-of-use assets', labelPL: 'Umorzenie aktywów z tytułu prawa do użytkowania' },
  gain: { labelEN: 'Gain on lease modification', labelPL: 'Zysk z modyfikacji leasingu' },
};
const entry = (index: number, debit: { labelEN: string; labelPL: string }, credit: { labelEN: string; labelPL: string }, value: number) => ({
  index,
  debitDetail: { ...debit, value },
  creditDetail: { ...credit, value },
});

async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

/** The rows under the frozen header, as arrays of cell values. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): ExcelJS.CellValue[][] {
  if (!sheet) throw new Error('no such sheet');
  const ySplit = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 0;
  const rows: ExcelJS.CellValue[][] = [];
  for (let r = ySplit + 1; r <= sheet.rowCount; r++) rows.push((sheet.getRow(r).values as ExcelJS.CellValue[]).slice(1));
  return rows;
}
const download = async (url: string) => workbookOf((await t.app.inject({ method: 'GET', url })).rawPayload);

describe('DOMAIN §12 E’s modification in the accounting of 2027, to the cent', () => {
  it('the entries of 2027: the new version’s interest, payments and depreciation, then entries 9, 10 and 12', async () => {
    const { details } = await entriesOf('2027-01-01', '2027-12-31');
    expect(details).toEqual([
      entry(1, account.interest, account.liability, 13_484.34),
      entry(2, account.liability, account.cash, 78_000),
      entry(3, account.depreciation, account.accumulated, 66_702.48),
      entry(4, account.liability, account.rightOfUse, 125_581.32),
      entry(5, account.liability, account.gain, 5902.75),
      entry(6, account.rightOfUse, account.liability, 11_735.33),
    ]);
  });

  it('the disclosures of 2027 roll forward through the remeasurements and show the gain', async () => {
    const d = figuresOf(await disclosureOf('2027-01-01', '2027-12-31'));
    expect(d).toEqual({
      liability: { opening: 328_710.18, additions: 0, interest: 13_484.34, payments: 78_000, remeasurements: -119_748.74, closing: 144_445.78 },
      rightOfUse: { opening: 313_953.29, additions: 0, depreciation: 66_702.48, remeasurements: -113_845.99, closing: 133_404.82 },
      maturity: { withinOneYear: 78_000, oneToFiveYears: 78_000, afterFiveYears: 0, total: 156_000 },
      current: 69_524.2,
      nonCurrent: 74_921.58,
      modificationGainLoss: 5902.75,
    });
    // The entries' change lines are the disclosures': 11 735.33 − 125 581.32 − 5 902.75 and 11 735.33 − 125 581.32.
    expect(Math.round((11_735.33 - 125_581.32 - 5902.75) * 100) / 100).toBe(d.liability.remeasurements);
    expect(Math.round((11_735.33 - 125_581.32) * 100) / 100).toBe(d.rightOfUse.remeasurements);
  });

  it('on the day of the change the balances are L_E and R_after; around it no change is booked', async () => {
    expect(figuresOf(await disclosureOf('2027-01-01', '2027-01-01'))).toMatchObject({
      liability: { opening: 328_710.18, interest: 0, payments: 0, remeasurements: -119_748.74, closing: 208_961.44 },
      rightOfUse: { opening: 313_953.29, depreciation: 0, remeasurements: -113_845.99, closing: 200_107.3 },
      modificationGainLoss: 5902.75,
    });
    const before = figuresOf(await disclosureOf('2026-01-01', '2026-12-31'));
    // 2026 as if nothing had changed: inception's rows 13–24, no change lines; the next year's payments are the new version's.
    expect(before.liability).toEqual({ opening: 425_803.2, additions: 0, interest: 22_906.98, payments: 120_000, remeasurements: 0, closing: 328_710.18 });
    expect(before.modificationGainLoss).toBe(0);
    expect(before.rightOfUse.remeasurements).toBe(0);
    const after = figuresOf(await disclosureOf('2028-01-01', '2028-12-31'));
    expect(after.liability).toEqual({ opening: 144_445.78, additions: 0, interest: 8475.8, payments: 78_000, remeasurements: 0, closing: 74_921.58 });
    expect(after.modificationGainLoss).toBe(0);
    expect((await entriesOf('2028-01-01', '2028-12-31')).details.map((e) => e.debitDetail.labelEN)).toEqual([
      'Finance costs: lease interest',
      'Lease liability',
      'Depreciation expense',
    ]);
  });

  it('the SQL sums equal lease-math’s over the stored rows and changes, on days around the change', async () => {
    const selection = (from: string, to: string): AccountingSelection => ({ ...request(from, to), contractNumbers: [], scheduleNumbers: [] });
    const sources = await storedSources(t, tenantId, selection('2025-01-01', '2025-01-01'));
    expect(sources[0]?.leaseChanges).toHaveLength(1);
    const days: [string, string][] = [
      ['2025-01-01', '2029-12-31'],
      ['2026-12-31', '2027-01-01'],
      ['2027-01-01', '2027-01-30'],
      ['2027-01-02', '2027-01-31'],
      ['2026-12-01', '2026-12-31'],
      ['2026-06-15', '2027-06-14'],
      ['2027-02-01', '2030-12-31'],
    ];
    for (const [from, to] of days) {
      const [sqlEntries, sqlDisclosure] = await withTenant(t.db, tenantId, async (tx) => [
        await sumEntryTotals(tx, tenantId, selection(from, to), { from, to }),
        await sumDisclosureTotals(tx, tenantId, selection(from, to), { from, to }),
      ] as const);
      const js = { entries: entryTotals(sources, from, to), disclosure: disclosureTotals(sources, from, to) };
      if (!js.entries.ok || !js.disclosure.ok) throw new Error('lease-math refused the period');
      expect({ from, to, totals: sqlEntries }).toEqual({ from, to, totals: js.entries.totals });
      expect({ from, to, totals: sqlDisclosure }).toEqual({ from, to, totals: js.disclosure.totals });
      expect(figuresOf(await disclosureOf(from, to))).toEqual(disclosuresFromTotals(js.disclosure.totals));
      expect((await entriesOf(from, to)).details).toEqual(entriesFromTotals(js.entries.totals));
    }
  });
});

describe('the workbooks of 2027', () => {
  it('the entries workbook books the change’s entries with their accounts, in Polish with lang=pl', async () => {
    const { reportId, token, details } = await entriesOf('2027-01-01', '2027-12-31');
    const english = rowsOf((await download(`${entriesPath}/${reportId}/excel/${token}`)).getWorksheet('Accounting entries'));
    expect(english.slice(0, -1)).toEqual(details.map((d) => [d.index, d.debitDetail.labelEN, d.creditDetail.labelEN, d.debitDetail.value, d.creditDetail.value]));
    expect(english[4]).toEqual([5, 'Lease liability', 'Gain on lease modification', 5902.75, 5902.75]);
    const polish = rowsOf((await download(`${entriesPath}/${reportId}/excel/${token}?lang=pl`)).getWorksheet('Zapisy księgowe'));
    expect(polish[4]).toEqual([5, 'Zobowiązanie z tytułu leasingu', 'Zysk z modyfikacji leasingu', 5902.75, 5902.75]);
  });

  it('the disclosure workbook has the remeasurement lines and a sheet of the gain; a year without a change has neither', async () => {
    const d = await disclosureOf('2027-01-01', '2027-12-31');
    const workbook = await download(`${disclosurePath}/${d.reportId}/excel/${d.token}`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Lease liability', 'Right-of-use asset', 'Maturity analysis', 'Current and non-current', 'Lease modifications']);
    expect(rowsOf(workbook.getWorksheet('Lease liability'))).toEqual([
      ['Opening balance', 328_710.18],
      ['Additions (leases starting in the period)', 0],
      ['Interest', 13_484.34],
      ['Payments', -78_000],
      ['Remeasurements and modifications', -119_748.74],
      ['Closing balance', 144_445.78],
    ]);
    expect(rowsOf(workbook.getWorksheet('Right-of-use asset'))).toEqual([
      ['Opening balance', 313_953.29],
      ['Additions (leases starting in the period)', 0],
      ['Depreciation', -66_702.48],
      ['Remeasurements and modifications', -113_845.99],
      ['Closing balance', 133_404.82],
    ]);
    expect(rowsOf(workbook.getWorksheet('Lease modifications'))).toEqual([['Gain (loss) on lease modifications', 5902.75]]);
    expect(workbook.getWorksheet('Lease modifications')?.getCell(1, 1).value).toBe('IFRS 16 disclosures: Gain or loss on lease modifications');

    const polish = await download(`${disclosurePath}/${d.reportId}/excel/${d.token}?lang=pl`);
    expect(polish.worksheets.map((s) => s.name).at(-1)).toBe('Modyfikacje leasingu');
    expect(rowsOf(polish.getWorksheet('Zobowiązanie leasingowe'))[4]).toEqual(['Aktualizacja wyceny i modyfikacje', -119_748.74]);
    expect(rowsOf(polish.getWorksheet('Modyfikacje leasingu'))).toEqual([['Zysk (strata) z modyfikacji leasingu', 5902.75]]);
    const alone = await download(`${disclosurePath}/${d.reportId}/excel/${d.token}?part=modifications&lang=pl`);
    expect(alone.worksheets.map((s) => s.name)).toEqual(['Modyfikacje leasingu']);

    const quiet = await disclosureOf('2028-01-01', '2028-12-31');
    const quietBook = await download(`${disclosurePath}/${quiet.reportId}/excel/${quiet.token}`);
    expect(quietBook.worksheets.map((s) => s.name)).toEqual(['Lease liability', 'Right-of-use asset', 'Maturity analysis', 'Current and non-current']);
    expect(rowsOf(quietBook.getWorksheet('Lease liability')).map((row) => row[0])).not.toContain('Remeasurements and modifications');
    // Asked for on its own, the modifications sheet says 0.
    const quietAlone = await download(`${disclosurePath}/${quiet.reportId}/excel/${quiet.token}?part=modifications`);
    expect(rowsOf(quietAlone.getWorksheet('Lease modifications'))).toEqual([['Gain (loss) on lease modifications', 0]]);
  });
});

describe('withdrawing the change', () => {
  it('takes its entries and lines out again: 2027 is the inception’s', async () => {
    const undo = await t.call('DELETE', `/api/leaseagreements/${agreementId}/changes/latest`, { token: ifrs });
    expect(undo.status).toBe(200);
    const { details } = await entriesOf('2027-01-01', '2027-12-31');
    expect(details.map((e) => e.debitDetail.labelEN)).toEqual(['Finance costs: lease interest', 'Lease liability', 'Depreciation expense']);
    expect(details[1]?.debitDetail.value).toBe(120_000);
    const d = figuresOf(await disclosureOf('2027-01-01', '2027-12-31'));
    expect(d.modificationGainLoss).toBe(0);
    expect(d.liability.opening).toBe(328_710.18);
    // And back once more: the same figures as the first time.
    await applyChange(agreementId, modificationOfE);
    expect(figuresOf(await disclosureOf('2027-01-01', '2027-12-31')).liability).toMatchObject({ remeasurements: -119_748.74, closing: 144_445.78 });
  });
});
