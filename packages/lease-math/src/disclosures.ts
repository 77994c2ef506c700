import { addMonths } from './dates.ts';
import { fromCents } from './money.ts';
import {
  centsOf,
  dateOf,
  dayBefore,
  isIfrs16,
  reportingPeriod,
  type EntrySource,
  type ReportingPeriod,
} from './entries.ts';
import type { LeaseAmortization, LeaseCalculation, Result } from './types.ts';

/**
 * An agreement with what was calculated for it, as disclosures read it: what entries read, plus the
 * right-of-use asset (the IFRS16 calculation's costOfEquipment, DOMAIN §5) and each row's principal.
 */
export interface DisclosureSource extends EntrySource {
  leaseCalculation: Pick<LeaseCalculation, 'totalPresentValueOfLeasePayments' | 'costOfEquipment'>;
  leaseAmortizations: ReadonlyArray<
    Pick<LeaseAmortization, 'paymentDate' | 'generalLedgerIncomeDate' | 'interestAmount' | 'paymentAmount' | 'principalAmount'>
  >;
}

/**
 * The dates DOMAIN §13 compares with, for a period [A, B]. "B + 12 months" is addMonths (DOMAIN §1: the
 * day clamped to the month's length), as PostgreSQL's `date + interval '12 months'` is: 2024-02-29 + 12
 * months = 2025-02-28, 2025-01-31 + 12 months = 2026-01-31. A month end stays the same month's end, except
 * 28 February before a leap year: 2023-02-28 + 12 months = 2024-02-28, so a payment on 29 February 2024
 * falls in "one to five years", as it is more than a year after the reporting date.
 */
export interface DisclosureDates {
  /** A − 1 day: opening balances are the balances at its end. */
  openingDate: string;
  /** B: closing balances, and the maturity analysis looks after it. */
  closingDate: string;
  /** B + 12 months: the end of "within one year" and of the current part. */
  oneYearAfter: string;
  /** B + 60 months: the end of "one to five years". */
  fiveYearsAfter: string;
}

export function disclosureDates(period: ReportingPeriod): DisclosureDates {
  return {
    openingDate: dayBefore(period),
    closingDate: period.to,
    oneYearAfter: addMonths(period.to, 12),
    fiveYearsAfter: addMonths(period.to, 60),
  };
}

/** Every sum DOMAIN §13 is built from, in integer cents, summed over the IFRS16 agreements. */
export interface DisclosureTotals {
  /** liability(A − 1 day). */
  liabilityOpening: number;
  /** Σ L0 of the agreements starting in [A, B] (§7 entry 1). */
  liabilityAdditions: number;
  /** §7 entry 6. */
  interest: number;
  /** §7 entry 7. */
  payments: number;
  /** liability(B). */
  liabilityClosing: number;
  /** rightOfUse(A − 1 day). */
  rightOfUseOpening: number;
  /** Σ (ROU + leaseholdImprovements) of the agreements starting in [A, B]. */
  rightOfUseAdditions: number;
  /** §7 entry 8. */
  depreciation: number;
  /** rightOfUse(B). */
  rightOfUseClosing: number;
  /** Σ paymentAmount, paymentDate in (B, B + 12 months], agreements with S ≤ B. */
  withinOneYear: number;
  /** Σ paymentAmount, paymentDate in (B + 12 months, B + 60 months], agreements with S ≤ B. */
  oneToFiveYears: number;
  /** Σ paymentAmount, paymentDate after B + 60 months, agreements with S ≤ B. */
  afterFiveYears: number;
  /** Σ principalAmount, paymentDate in (B, B + 12 months], agreements with S ≤ B. */
  current: number;
  /** Σ liabilityRemeasurement (L_E − B_E) of the changes whose entryDate falls in [A, B] (DOMAIN §14). */
  liabilityRemeasurements: number;
  /** Σ rightOfUseRemeasurement (R_after − R_E) of those changes. */
  rightOfUseRemeasurements: number;
  /** Σ (gainOrLoss + furtherGain) of those changes: the gain on lease modifications, a loss when negative. */
  modificationGainLoss: number;
}

/**
 * DOMAIN §13 as answered (wire names), amounts with at most 2 decimals, with the lines of lease changes (§14:
 * `remeasurements` in both roll-forwards, `modificationGainLoss`), 0 in a period without changes: opening +
 * additions + interest − payments + remeasurements = closing, and opening + additions − depreciation +
 * remeasurements = closing. Screens and workbooks show those lines only when the period books a change
 * (hasChangeLines).
 */
export interface Disclosures {
  liability: { opening: number; additions: number; interest: number; payments: number; remeasurements: number; closing: number };
  rightOfUse: { opening: number; additions: number; depreciation: number; remeasurements: number; closing: number };
  maturity: { withinOneYear: number; oneToFiveYears: number; afterFiveYears: number; total: number };
  current: number;
  nonCurrent: number;
  modificationGainLoss: number;
}

export function zeroDisclosureTotals(): DisclosureTotals {
  return {
    liabilityOpening: 0,
    liabilityAdditions: 0,
    interest: 0,
    payments: 0,
    liabilityClosing: 0,
    rightOfUseOpening: 0,
    rightOfUseAdditions: 0,
    depreciation: 0,
    rightOfUseClosing: 0,
    withinOneYear: 0,
    oneToFiveYears: 0,
    afterFiveYears: 0,
    current: 0,
    liabilityRemeasurements: 0,
    rightOfUseRemeasurements: 0,
    modificationGainLoss: 0,
  };
}

/**
 * One agreement's lease liability at the end of day D, in cents (DOMAIN §13): 0 before its start; with the
 * remeasurement (L_E − B_E) of every change booked by D (§14).
 */
function liabilityAt(source: DisclosureSource, day: string): number {
  if (dateOf(source.agreement.startingDate) > day) return 0;
  let cents = centsOf(source.leaseCalculation.totalPresentValueOfLeasePayments);
  for (const row of source.leaseAmortizations) {
    if (dateOf(row.generalLedgerIncomeDate) <= day) cents += centsOf(row.interestAmount);
    if (dateOf(row.paymentDate) <= day) cents -= centsOf(row.paymentAmount);
  }
  for (const change of source.leaseChanges ?? []) {
    if (dateOf(change.entryDate) <= day) cents += centsOf(change.liabilityRemeasurement);
  }
  return cents;
}

/**
 * One agreement's right-of-use asset (with leasehold improvements) at the end of day D, in cents: 0 before its
 * start; with the remeasurement (R_after − R_E) of every change booked by D (§14).
 */
function rightOfUseAt(source: DisclosureSource, day: string): number {
  if (dateOf(source.agreement.startingDate) > day) return 0;
  let cents = centsOf(source.leaseCalculation.costOfEquipment) + centsOf(source.agreement.leaseholdImprovements);
  for (const period of source.depraciations) {
    if (dateOf(period.endOfPeriod) <= day) cents -= centsOf(period.depraciationCharge);
  }
  for (const change of source.leaseChanges ?? []) {
    if (dateOf(change.entryDate) <= day) cents += centsOf(change.rightOfUseRemeasurement);
  }
  return cents;
}

/**
 * DOMAIN §13's sums for the period [periodStart, periodEnd] (both inclusive) over the given agreements,
 * in cents, from the same events as the entries of §7 (CSI agreements contribute nothing), so the two
 * reconcile to the cent. Written as the rule reads, agreement by agreement; the API sums the same in SQL.
 */
export function disclosureTotals(
  sources: readonly DisclosureSource[],
  periodStart: string,
  periodEnd: string,
): Result<{ totals: DisclosureTotals }> {
  const read = reportingPeriod(periodStart, periodEnd);
  if (!read.ok) return read;
  const { from, to } = read.period;
  const dates = disclosureDates(read.period);
  const totals = zeroDisclosureTotals();
  for (const source of sources) {
    if (!isIfrs16(source)) continue;
    const start = dateOf(source.agreement.startingDate);
    totals.liabilityOpening += liabilityAt(source, dates.openingDate);
    totals.liabilityClosing += liabilityAt(source, dates.closingDate);
    totals.rightOfUseOpening += rightOfUseAt(source, dates.openingDate);
    totals.rightOfUseClosing += rightOfUseAt(source, dates.closingDate);
    if (start >= from && start <= to) {
      totals.liabilityAdditions += centsOf(source.leaseCalculation.totalPresentValueOfLeasePayments);
      totals.rightOfUseAdditions +=
        centsOf(source.leaseCalculation.costOfEquipment) + centsOf(source.agreement.leaseholdImprovements);
    }
    const started = start <= to;
    for (const row of source.leaseAmortizations) {
      const ledger = dateOf(row.generalLedgerIncomeDate);
      const paid = dateOf(row.paymentDate);
      if (ledger >= from && ledger <= to) totals.interest += centsOf(row.interestAmount);
      if (paid >= from && paid <= to) totals.payments += centsOf(row.paymentAmount);
      if (!started || paid <= to) continue;
      if (paid <= dates.oneYearAfter) {
        totals.withinOneYear += centsOf(row.paymentAmount);
        totals.current += centsOf(row.principalAmount);
      } else if (paid <= dates.fiveYearsAfter) {
        totals.oneToFiveYears += centsOf(row.paymentAmount);
      } else {
        totals.afterFiveYears += centsOf(row.paymentAmount);
      }
    }
    for (const period of source.depraciations) {
      const end = dateOf(period.endOfPeriod);
      if (end >= from && end <= to) totals.depreciation += centsOf(period.depraciationCharge);
    }
    for (const change of source.leaseChanges ?? []) {
      const booked = dateOf(change.entryDate);
      if (booked < from || booked > to) continue;
      totals.liabilityRemeasurements += centsOf(change.liabilityRemeasurement);
      totals.rightOfUseRemeasurements += centsOf(change.rightOfUseRemeasurement);
      totals.modificationGainLoss += centsOf(change.gainOrLoss) + centsOf(change.furtherGain);
    }
  }
  return { ok: true, totals };
}

/** Whether the period books a lease change that moves a figure: then the disclosures show §14's lines. */
export function hasChangeLines(totals: Pick<DisclosureTotals, 'liabilityRemeasurements' | 'rightOfUseRemeasurements' | 'modificationGainLoss'>): boolean {
  return totals.liabilityRemeasurements !== 0 || totals.rightOfUseRemeasurements !== 0 || totals.modificationGainLoss !== 0;
}

/**
 * DOMAIN §13 from its sums: the two roll-forwards, the maturity analysis with its total, and the
 * current / non-current split of the closing liability (non-current = closing − current), and §14's lines.
 */
export function disclosuresFromTotals(totals: DisclosureTotals): Disclosures {
  return {
    liability: {
      opening: fromCents(totals.liabilityOpening),
      additions: fromCents(totals.liabilityAdditions),
      interest: fromCents(totals.interest),
      payments: fromCents(totals.payments),
      remeasurements: fromCents(totals.liabilityRemeasurements),
      closing: fromCents(totals.liabilityClosing),
    },
    rightOfUse: {
      opening: fromCents(totals.rightOfUseOpening),
      additions: fromCents(totals.rightOfUseAdditions),
      depreciation: fromCents(totals.depreciation),
      remeasurements: fromCents(totals.rightOfUseRemeasurements),
      closing: fromCents(totals.rightOfUseClosing),
    },
    maturity: {
      withinOneYear: fromCents(totals.withinOneYear),
      oneToFiveYears: fromCents(totals.oneToFiveYears),
      afterFiveYears: fromCents(totals.afterFiveYears),
      total: fromCents(totals.withinOneYear + totals.oneToFiveYears + totals.afterFiveYears),
    },
    current: fromCents(totals.current),
    nonCurrent: fromCents(totals.liabilityClosing - totals.current),
    modificationGainLoss: fromCents(totals.modificationGainLoss),
  };
}

/** The disclosures of the period [periodStart, periodEnd] over the given agreements (DOMAIN §13). */
export function disclosures(
  sources: readonly DisclosureSource[],
  periodStart: string,
  periodEnd: string,
): Result<Disclosures> {
  const summed = disclosureTotals(sources, periodStart, periodEnd);
  if (!summed.ok) return summed;
  return { ok: true, ...disclosuresFromTotals(summed.totals) };
}
