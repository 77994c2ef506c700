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
 * advance) carry nothing: no cents are left owing after the last payment. From `fromRow` on only: a lease change
 * (DOMAIN §14) opens its version's row k at the remeasured liability.
 */
export function buildSchedule(
  grid: CashFlowGrid,
  openingCents: number,
  rate: MonthlyRate,
  accountingStandard: AccountingStandard,
  fromRow = 1,
): LeaseAmortization[] {
  const rows: LeaseAmortization[] = [];
  const last = grid.rows - 1;
  // The last row that carries a payment. When none does (−1), the opening is 0 as well (the present
  // value of no payments; a net investment or fair value above 0 finds no rate), so every row is 0.00.
  const lastPaid = grid.payment.findLastIndex((payment) => payment !== 0);
  let balance = openingCents;
  for (let i = fromRow - 1; i <= last; i += 1) {
    const payment = grid.payment[i] ?? 0;
    let interest: number;
    let principal: number;
    if (i === lastPaid) {
      principal = balance;
      interest = payment - balance;
    } else {
      // In advance the row's cash is paid at its start, so only the rest accrues. After the last paid
      // row the balance and the payment are 0 (that row closed the balance), so interest and principal are 0.
      interest = interestCents(grid.inAdvance ? balance - payment : balance, rate);
      principal = payment - interest;
    }
    const closing = balance - principal;
    rows.push({
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
    });
    balance = closing;
  }
  return rows;
}
