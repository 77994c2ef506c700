import { formatDayNumber } from './dates.ts';
import type { CashFlowGrid } from './grid.ts';
import { fromCents, roundRatio } from './money.ts';
import { DepreciationMethod, type Depreciation } from './types.ts';

/**
 * Depreciation of base D = ROU + leaseholdImprovements over the n months of the term
 * (DOMAIN §6). Straight-line charges ROUND(D / n, 2). Declining balance is double
 * declining switching to straight-line on the remaining life, as Excel's VDB: the
 * larger of the double-declining rate 2 / (n / 12) a year applied, a twelfth a month,
 * to the balance at the start of the lease year, and the balance spread evenly over
 * the periods left, so the asset lasts the whole term (IFRS 16.31). No charge exceeds
 * what is left (so the book value never turns negative), and period n takes what is left.
 */
export function buildDepreciation(
  grid: CashFlowGrid,
  baseCents: number,
  method: DepreciationMethod,
): Depreciation[] {
  const n = grid.termInMonths;
  const straightLine = roundRatio(baseCents, n);
  const rows: Depreciation[] = [];
  let balance = baseCents;
  let yearOpening = baseCents;
  for (let i = 0; i < n; i += 1) {
    if (i % 12 === 0) yearOpening = balance;
    let charge: number;
    if (i === n - 1) {
      charge = balance;
    } else {
      charge =
        method === DepreciationMethod.DecliningBalance
          ? // (2 / (n / 12)) / 12 = 2 / n, exact in integers.
            Math.max(roundRatio(yearOpening * 2, n), roundRatio(balance, n - i))
          : straightLine;
      charge = Math.min(charge, balance);
    }
    const closing = balance - charge;
    rows.push({
      periodNumber: i + 1,
      beginingOfPeriod: formatDayNumber(grid.periodStart[i] ?? 0),
      endOfPeriod: formatDayNumber(grid.periodEnd[i] ?? 0),
      openingBalance: fromCents(balance),
      depraciationCharge: fromCents(charge),
      closingBalance: fromCents(closing),
    });
    balance = closing;
  }
  return rows;
}
