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
  fromPeriod = 1,
): Depreciation[] {
  // A lease change (DOMAIN §14) restarts the asset at period k over the N′ = n − k + 1 periods left, lease
  // years counted from its date; at inception k = 1.
  const n = grid.termInMonths;
  const first = fromPeriod - 1;
  const life = n - first;
  const straightLine = roundRatio(baseCents, life);
  const rows: Depreciation[] = [];
  let balance = baseCents;
  let yearOpening = baseCents;
  for (let i = first; i < n; i += 1) {
    if ((i - first) % 12 === 0) yearOpening = balance;
    let charge: number;
    if (i === n - 1) {
      charge = balance;
    } else {
      charge =
        method === DepreciationMethod.DecliningBalance
          ? // (2 / (N / 12)) / 12 = 2 / N, exact in integers.
            Math.max(roundRatio(yearOpening * 2, life), roundRatio(balance, n - i))
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
