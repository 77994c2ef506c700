import { describe, expect, it } from 'vitest';
import {
  AccountingStandard,
  accountingEntries,
  calculateLease,
  entriesFromTotals,
  entryTotals,
  reportingPeriod,
  zeroEntryTotals,
  type EntrySource,
  type LeaseOutcome,
} from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B, sumCents } from './support/agreements.ts';

function calculated(a: typeof EXAMPLE_B): LeaseOutcome {
  const result = calculateLease(a);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

// Each test builds its sources itself (functions, not module constants): code run while the file loads counts for
// no test, so a mutation tool would have to rerun every test against every mutant of it.
const exampleB = (): EntrySource => ({ agreement: EXAMPLE_B, ...calculated(EXAMPLE_B) });

describe('accounting entries (DOMAIN §7)', () => {
  it('books the first year of example B, leaving out entries of value 0', () => {
    const b = exampleB();
    const result = accountingEntries([b], '2025-01-01', '2025-12-31');
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const interest2025 = sumCents(b.leaseAmortizations.slice(0, 12), (r) => r.interestAmount) / 100;
    expect(result.details).toEqual([
      {
        index: 1,
        debitDetail: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania', value: 517_595.22 },
        creditDetail: { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu', value: 517_595.22 },
      },
      {
        index: 2,
        debitDetail: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania', value: 5000 },
        creditDetail: { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki', value: 5000 },
      },
      {
        index: 3,
        debitDetail: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania', value: 20_000 },
        creditDetail: {
          labelEN: 'Dismantling provision',
          labelPL: 'Rezerwa na demontaż i przywrócenie do stanu pierwotnego',
          value: 20_000,
        },
      },
      {
        index: 4,
        debitDetail: { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki', value: 10_000 },
        creditDetail: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania', value: 10_000 },
      },
      {
        index: 5,
        debitDetail: { labelEN: 'Finance costs: lease interest', labelPL: 'Koszty finansowe: odsetki od leasingu', value: interest2025 },
        creditDetail: { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu', value: interest2025 },
      },
      {
        index: 6,
        debitDetail: { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu', value: 90_000 },
        creditDetail: { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki', value: 90_000 },
      },
      {
        index: 7,
        debitDetail: { labelEN: 'Depreciation expense', labelPL: 'Koszty amortyzacji', value: 106_519.08 },
        creditDetail: {
          labelEN: 'Accumulated depreciation of right-of-use assets',
          labelPL: 'Umorzenie aktywów z tytułu prawa do użytkowania',
          value: 106_519.08,
        },
      },
    ]);
  });

  it('sums over agreements and keeps the period bounds inclusive', () => {
    const other = { ...EXAMPLE_B, startingDate: '2025-06-30', leaseholdImprovements: 1234.56 };
    const second: EntrySource = { agreement: other, ...calculated(other) };
    const result = accountingEntries([exampleB(), second], '2025-06-30', '2025-06-30');
    if (!result.ok) throw new Error('failed');
    const byDebit = new Map(result.details.map((e) => [`${e.debitDetail.labelEN}|${e.creditDetail.labelEN}`, e.debitDetail.value]));
    expect(byDebit.get('Leasehold improvements|Cash and payables')).toBe(1234.56);
    // Example B pays row 6 on 30 June 2025; the new lease starts that day and pays nothing yet.
    expect(byDebit.get('Lease liability|Cash and payables')).toBe(10_000);
    expect(result.details.map((e) => e.index)).toEqual(result.details.map((_, i) => i + 1));
  });

  it('takes date-times as their UTC date and ignores CSI agreements', () => {
    const csi = calculated(EXAMPLE_A);
    const result = accountingEntries(
      [exampleB(), { agreement: EXAMPLE_A, ...csi }],
      '2024-12-31T23:00:00.000Z',
      '2025-01-31T00:00:00Z',
    );
    if (!result.ok) throw new Error('failed');
    expect(result.details[0]?.debitDetail.value).toBe(517_595.22);
    expect(result.details.find((e) => e.debitDetail.labelEN === 'Lease liability')).toBeUndefined();
  });

  it('returns field errors for a bad period', () => {
    expect(accountingEntries([exampleB()], '2025-02-30', '2025-12-31')).toEqual({
      ok: false,
      errors: [{ propertyName: 'reportingPeriodStartingDate', code: 'periodStartInvalid', params: { value: '"2025-02-30"' }, message: expect.any(String) }],
    });
    expect(accountingEntries([exampleB()], '2025-12-31', '2025-01-01')).toEqual({
      ok: false,
      errors: [{ propertyName: 'reportingPeriodClosingDate', code: 'periodEndBeforeStart', params: { from: { date: '2025-12-31' }, to: { date: '2025-01-01' } }, message: expect.stringContaining('before its starting date') }],
    });
    expect(accountingEntries([], '2025-01-01', '2025-12-31')).toEqual({ ok: true, details: [] });
  });
});

describe('entry totals and entries from totals', () => {
  it('sums example B’s first year in cents, one figure per line of DOMAIN §7’s table', () => {
    expect(entryTotals([exampleB()], '2025-01-01', '2025-12-31')).toEqual({
      ok: true,
      totals: {
        leaseLiabilityAtStart: 51_759_522,
        directCostsAndPremium: 500_000,
        dismantlingProvision: 2_000_000,
        leaseIncentive: 1_000_000,
        leaseholdImprovements: 0,
        // Row 12 closes at 457 698.22: 457 698.22 − 517 595.22 + 90 000.00.
        interest: 3_010_300,
        payments: 9_000_000,
        depreciation: 10_651_908,
        // §14's entries 9–14: B has no lease changes.
        scopeDecrease: 0,
        modificationGain: 0,
        modificationLoss: 0,
        remeasurementIncrease: 0,
        remeasurementDecrease: 0,
        furtherModificationGain: 0,
      },
    });
  });

  it('books the table’s accounts in its order, numbering only the entries that are not 0', () => {
    const details = entriesFromTotals({ ...zeroEntryTotals(), leaseholdImprovements: 12_345, depreciation: -1, payments: 7 });
    expect(details.map((e) => [e.index, e.debitDetail.labelEN, e.creditDetail.labelEN, e.debitDetail.value, e.creditDetail.value])).toEqual([
      [1, 'Leasehold improvements', 'Cash and payables', 123.45, 123.45],
      [2, 'Lease liability', 'Cash and payables', 0.07, 0.07],
      [3, 'Depreciation expense', 'Accumulated depreciation of right-of-use assets', -0.01, -0.01],
    ]);
    expect(entriesFromTotals(zeroEntryTotals())).toEqual([]);
  });

  it('answers the period’s errors as accountingEntries does', () => {
    expect(entryTotals([exampleB()], '2025-12-31', '2025-01-01')).toEqual(accountingEntries([exampleB()], '2025-12-31', '2025-01-01'));
  });
});

describe('the reporting period', () => {
  it.each([
    ['2025-01-01', '2025-12-31', { from: '2025-01-01', to: '2025-12-31' }],
    ['2025-03-31', '2025-03-31', { from: '2025-03-31', to: '2025-03-31' }],
    // Old clients send local midnight shifted by their offset: the UTC date is the one meant.
    ['2024-12-31T23:00:00.000Z', '2025-04-01T00:30:00+02:00', { from: '2024-12-31', to: '2025-03-31' }],
  ])('reads %s to %s as the dates %j', (start, end, period) => {
    expect(reportingPeriod(start, end)).toEqual({ ok: true, period });
  });

  it('refuses a closing date that does not exist with periodEndInvalid, its value and its message, and nothing on the start', () => {
    expect(reportingPeriod('2025-01-01', '2025-02-29')).toEqual({
      ok: false,
      errors: [
        {
          propertyName: 'reportingPeriodClosingDate',
          code: 'periodEndInvalid',
          params: { value: '"2025-02-29"' },
          message: 'The period\'s closing date must be an existing date in the form YYYY-MM-DD (got "2025-02-29").',
        },
      ],
    });
  });

  it('refuses a starting date that is no date with periodStartInvalid, its value and its message', () => {
    expect(reportingPeriod('31.12.2025', '2025-12-31')).toEqual({
      ok: false,
      errors: [
        {
          propertyName: 'reportingPeriodStartingDate',
          code: 'periodStartInvalid',
          params: { value: '"31.12.2025"' },
          message: 'The period\'s starting date must be an existing date in the form YYYY-MM-DD (got "31.12.2025").',
        },
      ],
    });
  });

  it('names both bad ends at once, the start first', () => {
    const result = reportingPeriod('2025-13-01', '');
    expect(result.ok ? [] : result.errors.map((e) => [e.propertyName, e.code, e.params])).toEqual([
      ['reportingPeriodStartingDate', 'periodStartInvalid', { value: '"2025-13-01"' }],
      ['reportingPeriodClosingDate', 'periodEndInvalid', { value: '""' }],
    ]);
  });

  it('refuses a closing date one day before the start with periodEndBeforeStart, both dates and its message', () => {
    expect(reportingPeriod('2025-04-01', '2025-03-31')).toEqual({
      ok: false,
      errors: [
        {
          propertyName: 'reportingPeriodClosingDate',
          code: 'periodEndBeforeStart',
          params: { from: { date: '2025-04-01' }, to: { date: '2025-03-31' } },
          message: "The period's closing date (2025-03-31) must not be before its starting date (2025-04-01).",
        },
      ],
    });
  });
});

describe('entry totals over stored records', () => {
  it('counts an absent (undefined) or null stored amount as 0', () => {
    const source: EntrySource = {
      agreement: {
        startingDate: '2025-01-01',
        accountingStandard: AccountingStandard.IFRS16,
        initialDirectCosts: 1500.5,
        leasePremium: null,
        leaseIncentive: 250.25,
      },
      leaseCalculation: { totalPresentValueOfLeasePayments: 1000 },
      leaseAmortizations: [],
      depraciations: [],
    };
    expect(entryTotals([source], '2025-01-01', '2025-12-31')).toEqual({
      ok: true,
      totals: { ...zeroEntryTotals(), leaseLiabilityAtStart: 100_000, directCostsAndPremium: 150_050, leaseIncentive: 25_025 },
    });
  });

  it('compares stored date-times on their UTC date at both ends of the period', () => {
    // Rows as an old client stored them: local dates shifted to UTC, some across midnight.
    const source: EntrySource = {
      agreement: { startingDate: '2025-01-01T00:00:00+01:00', accountingStandard: AccountingStandard.IFRS16 },
      leaseCalculation: { totalPresentValueOfLeasePayments: 900 },
      leaseAmortizations: [
        // UTC 2024-12-31: before the period.
        { paymentDate: '2025-01-01T01:00:00+02:00', generalLedgerIncomeDate: '2024-12-31T23:59:59Z', interestAmount: 1, paymentAmount: 2 },
        // UTC 2025-01-01 and 2025-03-31: the period's first and last day.
        { paymentDate: '2025-01-01T00:00:00Z', generalLedgerIncomeDate: '2025-03-31T23:30:00.000Z', interestAmount: 10, paymentAmount: 20 },
        { paymentDate: '2025-04-01T00:30:00+02:00', generalLedgerIncomeDate: '2025-04-01T01:00:00+02:00', interestAmount: 100, paymentAmount: 200 },
        // UTC 2025-04-01: after it.
        { paymentDate: '2025-03-31T22:00:00-03:00', generalLedgerIncomeDate: '2025-04-01T00:00:00Z', interestAmount: 1000, paymentAmount: 2000 },
      ],
      depraciations: [
        { endOfPeriod: '2025-03-31T23:00:00Z', depraciationCharge: 5 },
        { endOfPeriod: '2025-04-01T00:00:00Z', depraciationCharge: 50 },
      ],
    };
    expect(entryTotals([source], '2025-01-01', '2025-03-31')).toEqual({
      ok: true,
      // The start, 2024-12-31 in UTC, is outside the period: no entries 1–5.
      totals: { ...zeroEntryTotals(), interest: 11_000, payments: 22_000, depreciation: 500 },
    });
  });
});
