import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingEntries, ContractorDto, Disclosure, LeaseAgreementDto, LeaseAgreementInput, TenantDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * Tests, first bullet: DOMAIN §7 entries and §13 disclosures of DOMAIN §12 B and C, against figures
 * worked out independently of lease-math (a Python script on decimal.Decimal written from DOMAIN §1-§7, §12, §13
 * alone, which first reproduces every checkpoint §12 gives for B and C). The figures are literals: if the API
 * disagrees, re-derive by hand from DOMAIN before touching them.
 *
 * Dates in §13: "B + 12 months" and "B + 60 months" add months with the day clamped (DOMAIN §1: 31 Jan + 1 month
 * = 28/29 Feb), so 2025-12-31 + 12 months = 2026-12-31 and 2026-06-30 + 12 months = 2027-06-30; the buckets are
 * (B, B + 12 months], (B + 12 months, B + 60 months] and after B + 60 months. None of the periods here ends on a
 * day that needs the clamp. "A − 1 day" is the calendar day before A.
 *
 * Hand checks of the figures below (DOMAIN §12 gives the rows marked *):
 * - B, 2025: L0 517 595.22*; rows 1-3 rent-free, so payments are rows 4-12 at 10 000.00 = 90 000.00; interest =
 *   Σ rows 1-12 = 30 103.00 and closing 517 595.22 + 30 103.00 − 90 000.00 = 457 698.22, from which row 13*
 *   (+2 288.49 − 10 300.00) closes at 449 686.71*; depreciation 12 × 8 876.59* = 106 519.08; maturity within a year
 *   12 × 10 300.00 = 123 600.00, one to five years 12 × (10 609.00 + 10 927.27 + 11 255.09) = 393 496.32.
 * - B, 2026 Q2: rows 14-18 at j = 0.005 from 449 686.71: 2 248.43, 2 208.18 (closing 433 543.32, the opening),
 *   then 2 167.72 + 2 127.06 + 2 086.19 = 6 380.97, closing 409 024.29.
 * - C: L0 405 391.08*, the first year's interest 17 769.56* and closing 373 160.64*; payments on 1 January
 *   (rows 1, 13, ..., 109*), so a year end's next payment is the next day's; row 109's interest −0.02* is 2034's
 *   whole interest, an entry of −0.02 (only entries of 0 are left out); depreciation ROUND(420 391.08 / 120, 2) =
 *   3 503.26 a month, period 120 takes 3 503.14, so 2034 has 11 × 3 503.26 + 3 503.14 = 42 039.00.
 * - Current part (§13): Σ principal of the rows paid in (B, B + 12 months]; for C that is the next payment less
 *   the interest of the following twelve rows, which is exactly how much the liability falls in that year.
 */

let t: TestApp;
let ifrs: string;
/** Holds B and the CSI agreement A; holds C. */
let first: ContractorDto;
let second: ContractorDto;

/** DOMAIN §12 A (CSI): saved for the first contractor, it must change none of B's figures. */
const exampleA = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'FIG-A',
  scheduleNumber: '1',
  startingDate: '2025-03-01',
  termInMonths: 36,
  rentPaymentAmount: 9500,
  totalEquipmentCost: 100_000,
  salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  paymentDue: 0,
  paymentInterval: 1,
  residualValueSettlement: 1,
  accountingStandard: 0,
});

/** DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation, nominal 6 %. */
const exampleB = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'FIG-B',
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  rateConvention: 0,
  initialDirectCosts: 5000,
  dismantlingProvision: 20_000,
  leaseIncentive: 10_000,
  rentFreePeriodInMonths: 3,
  indexationRate: 3,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
  accountingStandard: 1,
});

/** DOMAIN §12 C: IFRS 16 IE13, yearly in advance, effective 5 %. */
const exampleC = (contractorId: number): LeaseAgreementInput => ({
  contractorId,
  contractNumber: 'FIG-C',
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 120,
  rentPaymentAmount: 50_000,
  incrementalBorrowingRate: 0.05,
  rateConvention: 1,
  initialDirectCosts: 20_000,
  leaseIncentive: 5000,
  paymentDue: 0,
  paymentInterval: 3,
  depreciationMethod: 0,
  accountingStandard: 1,
});

async function save(token: string, body: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body });
  expect(reply.body.errors).toEqual([]);
  return reply.body.value as LeaseAgreementDto;
}

/** The IFRS16 tenant keeps CSI agreements only from before it changed its standard: switch, save A, switch back. */
async function saveCsiAgreementInIfrsTenant(userToken: string, contractorId: number): Promise<void> {
  const admin = await t.loginAdministrator();
  const tenantId = t.seed.tenantIds.ifrs16;
  const tenant = (await t.call<TenantDto>('GET', `/api/tenants/${tenantId}`, { token: admin })).body.value as TenantDto;
  expect((await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: 0 } })).body.success).toBe(true);
  const asCsi = await t.tenantToken(userToken, tenantId);
  const a = await save(asCsi, exampleA(contractorId));
  expect(a.accountingStandard).toBe(0);
  expect((await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: 1 } })).body.success).toBe(true);
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  first = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Figures B', taxId: validTaxId(612_000_001) } })).body.value as ContractorDto;
  second = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Figures C', taxId: validTaxId(612_000_002) } })).body.value as ContractorDto;
  const b = await save(ifrs, exampleB(first.id));
  const c = await save(ifrs, exampleC(second.id));
  // The inputs are DOMAIN's: the stored opening figures are the §12 checkpoints.
  expect(b.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 517_595.22, costOfEquipment: 532_595.22 });
  expect(c.leaseCalculation).toMatchObject({ totalPresentValueOfLeasePayments: 405_391.08, costOfEquipment: 420_391.08 });
  await saveCsiAgreementInIfrsTenant(user, first.id);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
});
afterAll(async () => t.close());

type Account = { labelEN: string; labelPL: string };
const rightOfUse: Account = { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania' };
const leaseLiability: Account = { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu' };
const cash: Account = { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki' };
const dismantling: Account = { labelEN: 'Dismantling provision', labelPL: 'Rezerwa na demontaż i przywrócenie do stanu pierwotnego' };
const financeCosts: Account = { labelEN: 'Finance costs: lease interest', labelPL: 'Koszty finansowe: odsetki od leasingu' };
const depreciationExpense: Account = { labelEN: 'Depreciation expense', labelPL: 'Koszty amortyzacji' };
const accumulatedDepreciation: Account = {
  labelEN: 'Accumulated depreciation of right-of-use assets',
  labelPL: 'Umorzenie aktywów z tytułu prawa do użytkowania',
};
// §7 entry 5 (Leasehold improvements / Inwestycje w obcym środku trwałym) never appears: B and C have none.

/** index, debit account, credit account, value (the same on both sides). */
type Entry = [number, Account, Account, number];
type Figures = { entries: Entry[]; disclosure: Omit<Disclosure, 'reportId' | 'token'> };
type Selection = 'b' | 'c' | 'bc';

/** Generated once by the independent script (see the header), then checked by hand as noted there. */
const expected: Record<string, Record<Selection, Figures>> = {
  '2025-01-01..2025-12-31': {
    b: {
      entries: [
        [1, rightOfUse, leaseLiability, 517_595.22],
        [2, rightOfUse, cash, 5000],
        [3, rightOfUse, dismantling, 20_000],
        [4, cash, rightOfUse, 10_000],
        [5, financeCosts, leaseLiability, 30_103],
        [6, leaseLiability, cash, 90_000],
        [7, depreciationExpense, accumulatedDepreciation, 106_519.08],
      ],
      disclosure: {
        liability: { opening: 0, additions: 517_595.22, interest: 30_103, payments: 90_000, remeasurements: 0, closing: 457_698.22 },
        rightOfUse: { opening: 0, additions: 532_595.22, depreciation: 106_519.08, remeasurements: 0, closing: 426_076.14 },
        maturity: { withinOneYear: 123_600, oneToFiveYears: 393_496.32, afterFiveYears: 0, total: 517_096.32 },
        current: 98_826.45,
        nonCurrent: 358_871.77,
        modificationGainLoss: 0,
      },
    },
    c: {
      entries: [
        [1, rightOfUse, leaseLiability, 405_391.08],
        [2, rightOfUse, cash, 20_000],
        [3, cash, rightOfUse, 5000],
        [4, financeCosts, leaseLiability, 17_769.56],
        [5, leaseLiability, cash, 50_000],
        [6, depreciationExpense, accumulatedDepreciation, 42_039.12],
      ],
      disclosure: {
        liability: { opening: 0, additions: 405_391.08, interest: 17_769.56, payments: 50_000, remeasurements: 0, closing: 373_160.64 },
        rightOfUse: { opening: 0, additions: 420_391.08, depreciation: 42_039.12, remeasurements: 0, closing: 378_351.96 },
        maturity: { withinOneYear: 50_000, oneToFiveYears: 200_000, afterFiveYears: 200_000, total: 450_000 },
        current: 33_841.95,
        nonCurrent: 339_318.69,
        modificationGainLoss: 0,
      },
    },
    bc: {
      entries: [
        [1, rightOfUse, leaseLiability, 922_986.3],
        [2, rightOfUse, cash, 25_000],
        [3, rightOfUse, dismantling, 20_000],
        [4, cash, rightOfUse, 15_000],
        [5, financeCosts, leaseLiability, 47_872.56],
        [6, leaseLiability, cash, 140_000],
        [7, depreciationExpense, accumulatedDepreciation, 148_558.2],
      ],
      disclosure: {
        liability: { opening: 0, additions: 922_986.3, interest: 47_872.56, payments: 140_000, remeasurements: 0, closing: 830_858.86 },
        rightOfUse: { opening: 0, additions: 952_986.3, depreciation: 148_558.2, remeasurements: 0, closing: 804_428.1 },
        maturity: { withinOneYear: 173_600, oneToFiveYears: 593_496.32, afterFiveYears: 200_000, total: 967_096.32 },
        current: 132_668.4,
        nonCurrent: 698_190.46,
        modificationGainLoss: 0,
      },
    },
  },
  '2026-04-01..2026-06-30': {
    b: {
      entries: [
        [1, financeCosts, leaseLiability, 6380.97],
        [2, leaseLiability, cash, 30_900],
        [3, depreciationExpense, accumulatedDepreciation, 26_629.77],
      ],
      disclosure: {
        liability: { opening: 433_543.32, additions: 0, interest: 6380.97, payments: 30_900, remeasurements: 0, closing: 409_024.29 },
        rightOfUse: { opening: 399_446.37, additions: 0, depreciation: 26_629.77, remeasurements: 0, closing: 372_816.6 },
        maturity: { withinOneYear: 125_454, oneToFiveYears: 329_842.32, afterFiveYears: 0, total: 455_296.32 },
        current: 103_705.88,
        nonCurrent: 305_318.41,
        modificationGainLoss: 0,
      },
    },
    c: {
      entries: [
        [1, financeCosts, leaseLiability, 4014.57],
        [2, depreciationExpense, accumulatedDepreciation, 10_509.78],
      ],
      disclosure: {
        liability: { opening: 327_126.55, additions: 0, interest: 4014.57, payments: 0, remeasurements: 0, closing: 331_141.12 },
        rightOfUse: { opening: 367_842.18, additions: 0, depreciation: 10_509.78, remeasurements: 0, closing: 357_332.4 },
        maturity: { withinOneYear: 50_000, oneToFiveYears: 200_000, afterFiveYears: 150_000, total: 400_000 },
        current: 34_677.68,
        nonCurrent: 296_463.44,
        modificationGainLoss: 0,
      },
    },
    bc: {
      entries: [
        [1, financeCosts, leaseLiability, 10_395.54],
        [2, leaseLiability, cash, 30_900],
        [3, depreciationExpense, accumulatedDepreciation, 37_139.55],
      ],
      disclosure: {
        liability: { opening: 760_669.87, additions: 0, interest: 10_395.54, payments: 30_900, remeasurements: 0, closing: 740_165.41 },
        rightOfUse: { opening: 767_288.55, additions: 0, depreciation: 37_139.55, remeasurements: 0, closing: 730_149 },
        maturity: { withinOneYear: 175_454, oneToFiveYears: 529_842.32, afterFiveYears: 150_000, total: 855_296.32 },
        current: 138_383.56,
        nonCurrent: 601_781.85,
        modificationGainLoss: 0,
      },
    },
  },
  '2024-01-01..2024-12-31': {
    b: {
      entries: [],
      disclosure: {
        liability: { opening: 0, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 0, additions: 0, depreciation: 0, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
    c: {
      entries: [],
      disclosure: {
        liability: { opening: 0, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 0, additions: 0, depreciation: 0, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
    bc: {
      entries: [],
      disclosure: {
        liability: { opening: 0, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 0, additions: 0, depreciation: 0, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
  },
  '2029-01-01..2029-12-31': {
    b: {
      entries: [
        [1, financeCosts, leaseLiability, 4288.9],
        [2, leaseLiability, cash, 135_061.08],
        [3, depreciationExpense, accumulatedDepreciation, 106_518.9],
      ],
      disclosure: {
        liability: { opening: 130_772.18, additions: 0, interest: 4288.9, payments: 135_061.08, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 106_518.9, additions: 0, depreciation: 106_518.9, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
    c: {
      entries: [
        [1, financeCosts, leaseLiability, 10_823.67],
        [2, leaseLiability, cash, 50_000],
        [3, depreciationExpense, accumulatedDepreciation, 42_039.12],
      ],
      disclosure: {
        liability: { opening: 266_473.84, additions: 0, interest: 10_823.67, payments: 50_000, remeasurements: 0, closing: 227_297.51 },
        rightOfUse: { opening: 252_234.6, additions: 0, depreciation: 42_039.12, remeasurements: 0, closing: 210_195.48 },
        maturity: { withinOneYear: 50_000, oneToFiveYears: 200_000, afterFiveYears: 0, total: 250_000 },
        current: 41_135.12,
        nonCurrent: 186_162.39,
        modificationGainLoss: 0,
      },
    },
    bc: {
      entries: [
        [1, financeCosts, leaseLiability, 15_112.57],
        [2, leaseLiability, cash, 185_061.08],
        [3, depreciationExpense, accumulatedDepreciation, 148_558.02],
      ],
      disclosure: {
        liability: { opening: 397_246.02, additions: 0, interest: 15_112.57, payments: 185_061.08, remeasurements: 0, closing: 227_297.51 },
        rightOfUse: { opening: 358_753.5, additions: 0, depreciation: 148_558.02, remeasurements: 0, closing: 210_195.48 },
        maturity: { withinOneYear: 50_000, oneToFiveYears: 200_000, afterFiveYears: 0, total: 250_000 },
        current: 41_135.12,
        nonCurrent: 186_162.39,
        modificationGainLoss: 0,
      },
    },
  },
  '2034-01-01..2034-12-31': {
    b: {
      entries: [],
      disclosure: {
        liability: { opening: 0, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 0, additions: 0, depreciation: 0, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
    c: {
      entries: [
        [1, financeCosts, leaseLiability, -0.02],
        [2, leaseLiability, cash, 50_000],
        [3, depreciationExpense, accumulatedDepreciation, 42_039],
      ],
      disclosure: {
        liability: { opening: 50_000.02, additions: 0, interest: -0.02, payments: 50_000, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 42_039, additions: 0, depreciation: 42_039, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
    bc: {
      entries: [
        [1, financeCosts, leaseLiability, -0.02],
        [2, leaseLiability, cash, 50_000],
        [3, depreciationExpense, accumulatedDepreciation, 42_039],
      ],
      disclosure: {
        liability: { opening: 50_000.02, additions: 0, interest: -0.02, payments: 50_000, remeasurements: 0, closing: 0 },
        rightOfUse: { opening: 42_039, additions: 0, depreciation: 42_039, remeasurements: 0, closing: 0 },
        maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
        current: 0,
        nonCurrent: 0,
        modificationGainLoss: 0,
      },
    },
  },
};

/** B alone is the first contractor's (A, CSI, is there too); C alone the second's; both contractors give B + C. */
const contractorsOf = (selection: Selection): number[] =>
  selection === 'b' ? [first.id] : selection === 'c' ? [second.id] : [first.id, second.id];

function request(selection: Selection, period: string) {
  const [start, end] = period.split('..');
  return { contractorIds: contractorsOf(selection), contractNumbers: [], scheduleNumbers: [], reportingPeriodStartingDate: start, reportingPeriodClosingDate: end };
}

const selections: Array<[Selection, string]> = [
  ['b', 'B alone (with a CSI agreement of the same contractor)'],
  ['c', 'C alone'],
  ['bc', 'B and C together'],
];

describe.each(Object.keys(expected))('DOMAIN §12 B and C over %s', (period) => {
  it.each(selections)('accounting entries of %s (%s) are the independent figures', async (selection) => {
    const reply = await t.call<AccountingEntries>('POST', '/api/customers/leaseagreements/periods/accountingentry', { token: ifrs, body: request(selection, period) });
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toEqual([]);
    const details = (reply.body.value as AccountingEntries).details;
    expect(details.map((d) => [d.index, { labelEN: d.debitDetail.labelEN, labelPL: d.debitDetail.labelPL }, { labelEN: d.creditDetail.labelEN, labelPL: d.creditDetail.labelPL }, d.debitDetail.value])).toEqual(
      expected[period]?.[selection].entries,
    );
    for (const d of details) expect(d.creditDetail.value).toBe(d.debitDetail.value);
  });

  it.each(selections)('disclosures of %s (%s) are the independent figures', async (selection) => {
    const reply = await t.call<Disclosure>('POST', '/api/customers/leaseagreements/periods/disclosure', { token: ifrs, body: request(selection, period) });
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toEqual([]);
    const { reportId: _id, token: _token, ...figures } = reply.body.value as Disclosure;
    expect(figures).toEqual(expected[period]?.[selection].disclosure);
  });
});

describe('choosing the agreements by number', () => {
  it('contract number FIG-C among both contractors gives C alone', async () => {
    const body = { ...request('bc', '2025-01-01..2025-12-31'), contractNumbers: ['FIG-C'] };
    const entries = await t.call<AccountingEntries>('POST', '/api/customers/leaseagreements/periods/accountingentry', { token: ifrs, body });
    expect(entries.body.value?.details.map((d) => d.debitDetail.value)).toEqual(expected['2025-01-01..2025-12-31']?.c.entries.map((e) => e[3]));
    const disclosure = await t.call<Disclosure>('POST', '/api/customers/leaseagreements/periods/disclosure', { token: ifrs, body });
    expect(disclosure.body.value).toMatchObject(expected['2025-01-01..2025-12-31']?.c.disclosure ?? {});
  });
});
