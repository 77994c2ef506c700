import type { ReconciliationDifference } from '@leasedesk/contract';
import { dateDifference, moneyDifference } from './figure-comparison.ts';

/** One period as either side holds it: money as numeric texts or numbers, openingBalance null when not given. */
export type SchedulePeriod = {
  periodNumber: number;
  paymentDate: string;
  paymentAmount: string | number;
  interestAmount: string | number;
  principalAmount: string | number;
  closingBalance: string | number;
  openingBalance: string | number | null;
};

/** The amounts compared per period, in the order of the file's columns. */
const amountFields = ['paymentAmount', 'interestAmount', 'principalAmount', 'closingBalance'] as const;

/** The differences of one period both sides have: every figure theirs gives (openingBalance only when given). */
function periodDifferences(ours: SchedulePeriod, theirs: SchedulePeriod): ReconciliationDifference[] {
  const { periodNumber } = ours;
  const found = [dateDifference(periodNumber, 'paymentDate', ours.paymentDate, theirs.paymentDate), ...amountFields.map((field) => moneyDifference(periodNumber, field, ours[field], theirs[field]))];
  if (theirs.openingBalance !== null) found.push(moneyDifference(periodNumber, 'openingBalance', ours.openingBalance, theirs.openingBalance));
  return found.filter((difference) => difference !== null);
}

/**
 * Our stored schedule against another system's, period by period in period order: a period only one side has is one
 * `row` difference (ours or theirs the period number on the side that has it), a period both have is compared figure
 * by figure (amounts to the cent, the payment date exactly).
 */
export function compareSchedules(ours: readonly SchedulePeriod[], theirs: readonly SchedulePeriod[]): ReconciliationDifference[] {
  const oursByPeriod = new Map(ours.map((period) => [period.periodNumber, period]));
  const theirsByPeriod = new Map(theirs.map((period) => [period.periodNumber, period]));
  const periodNumbers = [...new Set([...oursByPeriod.keys(), ...theirsByPeriod.keys()])].sort((a, b) => a - b);
  return periodNumbers.flatMap((periodNumber): ReconciliationDifference[] => {
    const our = oursByPeriod.get(periodNumber);
    const their = theirsByPeriod.get(periodNumber);
    if (our && their) return periodDifferences(our, their);
    return [{ periodNumber, field: 'row', ours: our ? periodNumber : null, theirs: their ? periodNumber : null, difference: null }];
  });
}
