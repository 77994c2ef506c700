import { formatDayNumber } from './dates.ts';
import type { CashFlowGrid } from './grid.ts';
import { interestCents } from './interest.ts';
import { fromCents } from './money.ts';
import type { MonthlyRate } from './rate-convention.ts';
import type { AccountingStandard, LeaseAmortization } from './types.ts';

/**
 * The amortization schedule (DOMAIN §4), opening at `openingCents` and accruing at
 * the monthly rate j. Balances are integer cents; each row's interest is rounded once.
 * The last row that carries a payment takes the whole remaining balance as principal,
 * so the schedule closes at exactly 0.00 there, whatever rounding accumulated on the
 * way, and the rows after it (the months after the last quarterly or yearly payment in
 * advance) carry nothing: no cents are left owing after the last payment.
 */
export function buildSchedule(
  grid: CashFlowGrid,
  openingCents: number,
  rate: MonthlyRate,
  accountingStandard: AccountingStandard,
): LeaseAmortization[] {
  const rows: LeaseAmortization[] = new Array<LeaseAmortization>(grid.rows);
  const last = grid.rows - 1;
  const lastPaid = lastPaidRow(grid);
  let balance = openingCents;
  for (let i = 0; i <= last; i += 1) {
    const payment = grid.payment[i] ?? 0;
    let interest: number;
    let principal: number;
    if (i > lastPaid) {
      // balance is 0 here: the last paid row closed it.
      interest = 0;
      principal = 0;
    } else if (i === lastPaid) {
      principal = balance;
      interest = payment - balance;
    } else {
      // In advance the row's cash is paid at its start, so only the rest accrues.
      interest = interestCents(grid.inAdvance ? balance - payment : balance, rate);
      principal = payment - interest;
    }
    const closing = balance - principal;
    rows[i] = {
      periodNumber: i + 1,
      paymentDate: formatDayNumber(grid.paymentDay[i] ?? 0),
      generalLedgerIncomeDate: formatDayNumber(grid.generalLedgerIncomeDay[i] ?? 0),
      paymentAmount: fromCents(payment),
      interestAmount: fromCents(interest),
      principalAmount: fromCents(principal),
      openingBalance: fromCents(balance),
      closingBalance: fromCents(closing),
      rentFreeAmount: fromCents(grid.rentFree[i] ?? 0),
      isBillingMonth: grid.isBillingMonth[i] === 1,
      increaseRate: grid.increaseRate[i] ?? 0,
      accountingStandard,
    };
    balance = closing;
  }
  return rows;
}

/** Index of the last row whose payment is not 0; the last row when none is (nothing is paid). */
function lastPaidRow(grid: CashFlowGrid): number {
  for (let i = grid.rows - 1; i >= 0; i -= 1) {
    if ((grid.payment[i] ?? 0) !== 0) return i;
  }
  return grid.rows - 1;
}
