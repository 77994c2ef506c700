// fast-check properties of the accounting entries (DOMAIN §7) and disclosures (§13) over random portfolios
// (test/support/arbitraries.ts: IFRS16 and CSI agreements of any shape) and random periods around them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountingEntries,
  addDays,
  calculateLease,
  disclosures,
  disclosureTotals,
  entriesFromTotals,
  entryTotals,
  type Agreement,
  type DisclosureSource,
  type DisclosureTotals,
  type EntryTotals,
} from '../src/index.ts';
import { agreementArb, ifrs16AtBorrowingRate } from './support/arbitraries.ts';

/** Up to four agreements, mostly IFRS16, with their figures; those the generator made infeasible are dropped. */
const portfolio = fc
  .array(fc.oneof({ arbitrary: ifrs16AtBorrowingRate, weight: 3 }, { arbitrary: agreementArb, weight: 1 }), { minLength: 1, maxLength: 4 })
  .map((agreements: Agreement[]) =>
    agreements.flatMap((agreement): DisclosureSource[] => {
      const result = calculateLease(agreement);
      return result.ok ? [{ agreement, ...result }] : [];
    }),
  )
  .filter((sources) => sources.length > 0);

/**
 * Three days A ≤ B < C placed around the first agreement's start (from before it to past the longest
 * term), so periods open, close and end inside leases, between them and after them.
 */
const days = fc.record({
  start: fc.integer({ min: -800, max: 15_000 }),
  first: fc.integer({ min: 0, max: 4_000 }),
  second: fc.integer({ min: 1, max: 4_000 }),
});
function periodDays(sources: readonly DisclosureSource[], d: { start: number; first: number; second: number }) {
  const a = addDays(sources[0]?.agreement.startingDate ?? '2025-01-01', d.start);
  const b = addDays(a, d.first);
  return { a, b, nextDay: addDays(b, 1), c: addDays(b, d.second) };
}

function entryTotalsOf(sources: readonly DisclosureSource[], from: string, to: string): EntryTotals {
  const result = entryTotals(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

function disclosureTotalsOf(sources: readonly DisclosureSource[], from: string, to: string): DisclosureTotals {
  const result = disclosureTotals(sources, from, to);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.totals;
}

const cents = (amount: number) => Math.round(amount * 100);

describe('accounting entry properties (DOMAIN §7)', () => {
  it('are their totals’ entries, balanced (Σ debit = Σ credit), none of value 0, indexed 1..', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const entries = accountingEntries(sources, a, b);
        if (!entries.ok) throw new Error(JSON.stringify(entries.errors));
        expect(entries.details).toEqual(entriesFromTotals(entryTotalsOf(sources, a, b)));
        const debits = entries.details.reduce((sum, e) => sum + cents(e.debitDetail.value), 0);
        const credits = entries.details.reduce((sum, e) => sum + cents(e.creditDetail.value), 0);
        expect(debits).toBe(credits);
        expect(entries.details.map((e) => e.index)).toEqual(entries.details.map((_, i) => i + 1));
        expect(entries.details.filter((e) => e.debitDetail.value === 0 || e.debitDetail.value !== e.creditDetail.value)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('add up over consecutive periods: [A, B] + [B + 1, C] = [A, C], per account, in cents', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b, nextDay, c } = periodDays(sources, d);
        const early = entryTotalsOf(sources, a, b);
        const late = entryTotalsOf(sources, nextDay, c);
        const whole = entryTotalsOf(sources, a, c);
        for (const key of Object.keys(whole) as (keyof EntryTotals)[]) expect(early[key] + late[key]).toBe(whole[key]);
      }),
      { numRuns: 80 },
    );
  });
});

describe('disclosure properties (DOMAIN §13)', () => {
  it('roll forward exactly: opening + additions + interest − payments = closing, and the same for the right-of-use asset', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const t = disclosureTotalsOf(sources, a, b);
        expect(t.liabilityOpening + t.liabilityAdditions + t.interest - t.payments).toBe(t.liabilityClosing);
        expect(t.rightOfUseOpening + t.rightOfUseAdditions - t.depreciation).toBe(t.rightOfUseClosing);
      }),
      { numRuns: 80 },
    );
  });

  it('reconcile with the entries of the same period to the cent', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const t = disclosureTotalsOf(sources, a, b);
        const e = entryTotalsOf(sources, a, b);
        expect([t.liabilityAdditions, t.interest, t.payments, t.depreciation]).toEqual([e.leaseLiabilityAtStart, e.interest, e.payments, e.depreciation]);
        // The asset's additions are entries 1 to 5: L0, direct costs and premium, dismantling, less the incentive, improvements.
        expect(t.rightOfUseAdditions).toBe(
          e.leaseLiabilityAtStart + e.directCostsAndPremium + e.dismantlingProvision - e.leaseIncentive + e.leaseholdImprovements,
        );
      }),
      { numRuns: 80 },
    );
  });

  it('chain: the closing of [A, B] is the opening of [B + 1, C]', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b, nextDay, c } = periodDays(sources, d);
        const first = disclosures(sources, a, b);
        const next = disclosures(sources, nextDay, c);
        if (!first.ok || !next.ok) throw new Error('disclosures failed');
        expect(next.liability.opening).toBe(first.liability.closing);
        expect(next.rightOfUse.opening).toBe(first.rightOfUse.closing);
      }),
      { numRuns: 80 },
    );
  });

  it('split what is owed: maturity total = Σ buckets, current + non-current = closing', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const result = disclosures(sources, a, b);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const { maturity, liability, current, nonCurrent } = result;
        expect(cents(maturity.total)).toBe(cents(maturity.withinOneYear) + cents(maturity.oneToFiveYears) + cents(maturity.afterFiveYears));
        expect(cents(current) + cents(nonCurrent)).toBe(cents(liability.closing));
      }),
      { numRuns: 80 },
    );
  });

  it('leave CSI agreements out entirely', () => {
    fc.assert(
      fc.property(portfolio, days, (sources, d) => {
        const { a, b } = periodDays(sources, d);
        const ifrs16 = sources.filter((s) => s.agreement.accountingStandard === 1);
        expect(disclosureTotalsOf(sources, a, b)).toEqual(disclosureTotalsOf(ifrs16, a, b));
        expect(entryTotalsOf(sources, a, b)).toEqual(entryTotalsOf(ifrs16, a, b));
      }),
      { numRuns: 40 },
    );
  });
});
