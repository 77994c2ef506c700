import { describe, expect, it } from 'vitest';
import { AccountingStandard, calculateLease, disclosureDates, disclosures, type DisclosureSource, type LeaseOutcome } from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_C } from './support/agreements.ts';

function calculated(a: typeof EXAMPLE_B): LeaseOutcome {
  const result = calculateLease(a);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

// Each test builds its sources itself (functions, not module constants): code run while the file loads counts for
// no test, so a mutation tool would have to rerun every test against every mutant of it.
const b = (): DisclosureSource => ({ agreement: EXAMPLE_B, ...calculated(EXAMPLE_B) });
const c = (): DisclosureSource => ({ agreement: EXAMPLE_C, ...calculated(EXAMPLE_C) });

function disclosed(sources: DisclosureSource[], from: string, to: string) {
  const result = disclosures(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { ok: _ok, ...figures } = result;
  return figures;
}

/*
 * Expected figures worked out apart from lease-math, from DOMAIN §12's published figures and a decimal
 * recursion of §4 (Python's decimal, ROUND_HALF_UP), not from the code under test:
 * B: L0 517 595.22, ROU 532 595.22; row 12 closes at 457 698.22 (row 13 opens there: 449 686.71 + 10 300.00
 *    − 2 288.49); rent 10 000.00 in lease year 1 (rows 1–3 free), 10 300.00, 10 609.00, 10 927.27, 11 255.09
 *    after; depreciation 8 876.59 a month. Row 18 closes at 409 024.29, row 24 at 358 871.77.
 * C: L0 405 391.08, ROU 420 391.08; lease year 1 interest 17 769.56, row 12 closes at 373 160.64, row 24 at
 *    339 318.69; 50 000.00 paid on 1 January 2025 … 2034; depreciation ROUND(420 391.08 / 120) = 3 503.26.
 */
describe('disclosures (DOMAIN §13), worked examples', () => {
  it('example B over its first year', () => {
    expect(disclosed([b()], '2025-01-01', '2025-12-31')).toEqual({
      // 457 698.22 − 517 595.22 + 90 000.00 = 30 103.00 of interest booked in 2025.
      liability: { opening: 0, additions: 517_595.22, interest: 30_103, payments: 90_000, remeasurements: 0, closing: 457_698.22 },
      rightOfUse: { opening: 0, additions: 532_595.22, depreciation: 106_519.08, remeasurements: 0, closing: 426_076.14 },
      // 2026: 12 × 10 300.00; 2027–2029: 127 308.00 + 131 127.24 + 135 061.08.
      maturity: { withinOneYear: 123_600, oneToFiveYears: 393_496.32, afterFiveYears: 0, total: 517_096.32 },
      // The liability falls by 457 698.22 − 358 871.77 over the next twelve rows.
      current: 98_826.45,
      nonCurrent: 358_871.77,
      modificationGainLoss: 0,
    });
  });

  it('example B over its second quarter', () => {
    expect(disclosed([b()], '2025-04-01', '2025-06-30')).toEqual({
      liability: { opening: 525_398.04, additions: 0, interest: 7_770.2, payments: 30_000, remeasurements: 0, closing: 503_168.24 },
      // 532 595.22 − 3 × 8 876.59; then three more months.
      rightOfUse: { opening: 505_965.45, additions: 0, depreciation: 26_629.77, remeasurements: 0, closing: 479_335.68 },
      // July 2025 – June 2026: 6 × 10 000.00 + 6 × 10 300.00; the rest falls before 30 June 2030.
      maturity: { withinOneYear: 121_800, oneToFiveYears: 455_296.32, afterFiveYears: 0, total: 577_096.32 },
      current: 94_143.95,
      nonCurrent: 409_024.29,
      modificationGainLoss: 0,
    });
  });

  it('example C (IFRS 16 IE13) over its first year: yearly payments reach beyond five years', () => {
    expect(disclosed([c()], '2025-01-01', '2025-12-31')).toEqual({
      liability: { opening: 0, additions: 405_391.08, interest: 17_769.56, payments: 50_000, remeasurements: 0, closing: 373_160.64 },
      rightOfUse: { opening: 0, additions: 420_391.08, depreciation: 42_039.12, remeasurements: 0, closing: 378_351.96 },
      // 1 January 2026; 2027–2030; 2031–2034.
      maturity: { withinOneYear: 50_000, oneToFiveYears: 200_000, afterFiveYears: 200_000, total: 450_000 },
      // In advance, the rows between payments carry negative principal (interest accrues): the current part
      // is what the liability falls by in the year, 373 160.64 − 339 318.69, not the next payment's principal.
      current: 33_841.95,
      nonCurrent: 339_318.69,
      modificationGainLoss: 0,
    });
  });

  it('sums B and C, and leaves a period before both starts empty', () => {
    const both = disclosed([b(), c()], '2025-01-01', '2025-12-31');
    expect(both.liability.closing).toBe(830_858.86);
    expect(both.maturity.total).toBe(967_096.32);
    expect(both.current + both.nonCurrent).toBeCloseTo(both.liability.closing, 6);
    const zero = { opening: 0, additions: 0, closing: 0 };
    expect(disclosed([b(), c()], '2024-01-01', '2024-12-31')).toEqual({
      liability: { ...zero, interest: 0, payments: 0, remeasurements: 0 },
      rightOfUse: { ...zero, depreciation: 0, remeasurements: 0 },
      // Agreements starting after the period owe nothing at its end yet.
      maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
      current: 0,
      nonCurrent: 0,
      modificationGainLoss: 0,
    });
  });

  it('is zero after the leases end, and ignores CSI agreements', () => {
    const csi: DisclosureSource = { agreement: EXAMPLE_A, ...calculated(EXAMPLE_A) };
    const after = disclosed([b(), csi], '2030-01-01', '2030-12-31');
    expect(after.liability).toEqual({ opening: 0, additions: 0, interest: 0, payments: 0, remeasurements: 0, closing: 0 });
    expect(after.rightOfUse).toEqual({ opening: 0, additions: 0, depreciation: 0, remeasurements: 0, closing: 0 });
    expect(disclosed([csi], '2025-01-01', '2025-12-31').maturity.total).toBe(0);
  });

  it('returns field errors for a bad period', () => {
    expect(disclosures([b()], '2025-12-31', '2025-01-01')).toMatchObject({
      ok: false,
      errors: [{ propertyName: 'reportingPeriodClosingDate', code: 'periodEndBeforeStart' }],
    });
    expect(disclosures([b()], 'x', '2025-13-01')).toMatchObject({
      ok: false,
      errors: [
        { propertyName: 'reportingPeriodStartingDate', code: 'periodStartInvalid' },
        { propertyName: 'reportingPeriodClosingDate', code: 'periodEndInvalid' },
      ],
    });
  });
});

describe('disclosure dates', () => {
  it('clamps B + 12 and B + 60 months to the month, as DOMAIN §1 adds months', () => {
    expect(disclosureDates({ from: '2025-01-01', to: '2025-12-31' })).toEqual({
      openingDate: '2024-12-31',
      closingDate: '2025-12-31',
      oneYearAfter: '2026-12-31',
      fiveYearsAfter: '2030-12-31',
    });
    expect(disclosureDates({ from: '2024-03-01', to: '2024-02-29' }).oneYearAfter).toBe('2025-02-28');
    // 28 February before a leap year stays the 28th: 29 February 2024 is more than a year after it.
    expect(disclosureDates({ from: '2022-03-01', to: '2023-02-28' })).toMatchObject({ openingDate: '2022-02-28', oneYearAfter: '2024-02-28', fiveYearsAfter: '2028-02-28' });
  });
});

describe('disclosures at the edges of the period (DOMAIN §13)', () => {
  type Row = DisclosureSource['leaseAmortizations'][number];
  const row = (paymentDate: string, interestAmount: number, paymentAmount: number, principalAmount: number): Row => ({
    paymentDate,
    generalLedgerIncomeDate: paymentDate,
    interestAmount,
    paymentAmount,
    principalAmount,
  });
  const ifrs16 = (
    startingDate: string,
    liability: number,
    rightOfUse: number,
    leaseholdImprovements: number,
    rows: Row[],
    depraciations: DisclosureSource['depraciations'] = [],
  ): DisclosureSource => ({
    agreement: { startingDate, accountingStandard: AccountingStandard.IFRS16, leaseholdImprovements },
    leaseCalculation: { totalPresentValueOfLeasePayments: liability, costOfEquipment: rightOfUse },
    leaseAmortizations: rows,
    depraciations,
  });

  it('counts each event on the first and last day of the period and sorts payments into the maturity bands by B + 12 and B + 60 months', () => {
    // The period 2025-04-01 .. 2025-06-30: opening balances at 2025-03-31, B + 12 months 2026-06-30, B + 60 months 2030-06-30.
    // Amounts are powers of two, so each sum shows which events it took.
    const startedTheDayBefore = ifrs16(
      '2025-03-31',
      300_000,
      9000,
      500,
      [
        row('2025-03-31', 1, 1000, 999),
        row('2025-04-01', 2, 2000, 1998),
        row('2025-06-30', 4, 4000, 3996),
        row('2025-07-01', 8, 8000, 7992),
        row('2026-06-30', 16, 16_000, 15_984),
        row('2026-07-01', 32, 32_000, 31_968),
        row('2030-06-30', 64, 64_000, 63_936),
        row('2030-07-01', 128, 128_000, 127_872),
      ],
      [
        { endOfPeriod: '2025-03-31', depraciationCharge: 10 },
        { endOfPeriod: '2025-04-01', depraciationCharge: 20 },
        { endOfPeriod: '2025-06-30', depraciationCharge: 40 },
        { endOfPeriod: '2025-07-01', depraciationCharge: 80 },
      ],
    );
    const startsOnTheFirstDay = ifrs16('2025-04-01', 100, 110, 0, []);
    const startsOnTheLastDay = ifrs16('2025-06-30', 200, 220, 5, [row('2025-07-31', 0.25, 0.5, 0.25)]);
    // Starts after the period: nothing of it is owed at B, so its payments are in no band.
    const startsTheDayAfter = ifrs16('2025-07-01', 400, 440, 0, [row('2025-07-31', 1, 1, 1)]);
    expect(disclosed([startedTheDayBefore, startsOnTheFirstDay, startsOnTheLastDay, startsTheDayAfter], '2025-04-01', '2025-06-30')).toEqual({
      // Opening: 300 000.00 + 1.00 − 1 000.00; closing: 300 000.00 + 7.00 − 7 000.00, plus 100.00 and 200.00.
      liability: { opening: 299_001, additions: 300, interest: 6, payments: 6000, remeasurements: 0, closing: 293_307 },
      // Opening: 9 000.00 + 500.00 − 10.00; closing: 9 500.00 − 70.00, plus 110.00 and 225.00.
      rightOfUse: { opening: 9490, additions: 335, depreciation: 60, remeasurements: 0, closing: 9765 },
      maturity: { withinOneYear: 24_000.5, oneToFiveYears: 96_000, afterFiveYears: 128_000, total: 248_000.5 },
      // 7 992.00 + 15 984.00 + 0.25.
      current: 23_976.25,
      nonCurrent: 269_330.75,
      modificationGainLoss: 0,
    });
  });

  it('takes stored date-times as their UTC date, the start included', () => {
    // Shifted local midnights: 2025-04-01T00:00+02:00 is 2025-03-31 in UTC, before the period.
    const source = ifrs16('2025-04-01T00:00:00+02:00', 1000, 1000, 0, [
      { paymentDate: '2025-04-01T00:30:00+02:00', generalLedgerIncomeDate: '2025-06-30T23:00:00Z', interestAmount: 3, paymentAmount: 100, principalAmount: 97 },
    ]);
    expect(disclosed([source], '2025-04-01', '2025-06-30')).toEqual({
      liability: { opening: 900, additions: 0, interest: 3, payments: 0, remeasurements: 0, closing: 903 },
      rightOfUse: { opening: 1000, additions: 0, depreciation: 0, remeasurements: 0, closing: 1000 },
      maturity: { withinOneYear: 0, oneToFiveYears: 0, afterFiveYears: 0, total: 0 },
      current: 0,
      nonCurrent: 903,
      modificationGainLoss: 0,
    });
  });
});
