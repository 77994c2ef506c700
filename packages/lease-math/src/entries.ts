import type { ChangeFigures } from './change-types.ts';
import { addDays, normalizeDate } from './dates.ts';
import { fromCents, toCents } from './money.ts';
import {
  AccountingStandard,
  type Depreciation,
  type FieldError,
  type LeaseAmortization,
  type LeaseCalculation,
  type Result,
} from './types.ts';

export interface AccountLabel {
  labelEN: string;
  labelPL: string;
}

export interface EntryDetail extends AccountLabel {
  value: number;
}

/** One accounting entry: a debit and a credit of the same value (DOMAIN §7). */
export interface AccountingEntry {
  /** 1-based position among the entries returned. */
  index: number;
  debitDetail: EntryDetail;
  creditDetail: EntryDetail;
}

/** The fields of an agreement that entries read; a full agreement record fits. */
export interface EntryAgreement {
  startingDate: string;
  accountingStandard: AccountingStandard;
  initialDirectCosts?: number | null;
  leasePremium?: number | null;
  dismantlingProvision?: number | null;
  leaseIncentive?: number | null;
  leaseholdImprovements?: number | null;
}

/** What entries and disclosures read of one lease change (DOMAIN §14): its booking date and its figures. */
export type EntryChange = Pick<
  ChangeFigures,
  | 'entryDate'
  | 'carryingRightOfUse'
  | 'liabilityDecrease'
  | 'rightOfUseDecrease'
  | 'gainOrLoss'
  | 'liabilityAdjustment'
  | 'furtherGain'
  | 'liabilityRemeasurement'
  | 'rightOfUseRemeasurement'
>;

/**
 * An agreement with what was calculated for it (as stored, or as calculateLease returned it). After lease
 * changes (DOMAIN §14) the rows and periods are the current version's (those before each change's row as they
 * were) and `leaseChanges` holds every change's figures; the calculation stays the inception's (L0, ROU).
 */
export interface EntrySource {
  agreement: EntryAgreement;
  leaseCalculation: Pick<LeaseCalculation, 'totalPresentValueOfLeasePayments'>;
  leaseAmortizations: ReadonlyArray<
    Pick<LeaseAmortization, 'paymentDate' | 'generalLedgerIncomeDate' | 'interestAmount' | 'paymentAmount'>
  >;
  depraciations: ReadonlyArray<Pick<Depreciation, 'endOfPeriod' | 'depraciationCharge'>>;
  /** The agreement's lease changes, in any order; absent or empty when it has none. */
  leaseChanges?: ReadonlyArray<EntryChange>;
}

export const ACCOUNTS = {
  rightOfUseAsset: { labelEN: 'Right-of-use asset', labelPL: 'Aktywo z tytułu prawa do użytkowania' },
  leaseLiability: { labelEN: 'Lease liability', labelPL: 'Zobowiązanie z tytułu leasingu' },
  cashAndPayables: { labelEN: 'Cash and payables', labelPL: 'Środki pieniężne i rozrachunki' },
  dismantlingProvision: {
    labelEN: 'Dismantling provision',
    labelPL: 'Rezerwa na demontaż i przywrócenie do stanu pierwotnego',
  },
  leaseholdImprovements: { labelEN: 'Leasehold improvements', labelPL: 'Inwestycje w obcym środku trwałym' },
  leaseInterest: { labelEN: 'Finance costs: lease interest', labelPL: 'Koszty finansowe: odsetki od leasingu' },
  depreciationExpense: { labelEN: 'Depreciation expense', labelPL: 'Koszty amortyzacji' },
  accumulatedDepreciation: {
    labelEN: 'Accumulated depreciation of right-of-use assets',
    labelPL: 'Umorzenie aktywów z tytułu prawa do użytkowania',
  },
  gainOnLeaseModification: { labelEN: 'Gain on lease modification', labelPL: 'Zysk z modyfikacji leasingu' },
  lossOnLeaseModification: { labelEN: 'Loss on lease modification', labelPL: 'Strata z modyfikacji leasingu' },
} as const satisfies Record<string, AccountLabel>;

/**
 * The fourteen sums of DOMAIN §7's table and §14's (lease changes) over a period, in integer cents, in the
 * tables' order. They are the whole of what the entries depend on, so a caller that sums them elsewhere (the
 * API, in SQL over the stored schedules and changes) gets the same entries from entriesFromTotals.
 */
export interface EntryTotals {
  /** 1: Σ L0 of the agreements starting in the period. */
  leaseLiabilityAtStart: number;
  /** 2: Σ (initialDirectCosts + leasePremium) of those agreements. */
  directCostsAndPremium: number;
  /** 3: Σ dismantlingProvision of those agreements. */
  dismantlingProvision: number;
  /** 4: Σ leaseIncentive of those agreements. */
  leaseIncentive: number;
  /** 5: Σ leaseholdImprovements of those agreements. */
  leaseholdImprovements: number;
  /** 6: Σ interestAmount of the rows whose generalLedgerIncomeDate falls in the period. */
  interest: number;
  /** 7: Σ paymentAmount of the rows whose paymentDate falls in the period. */
  payments: number;
  /** 8: Σ depraciationCharge of the periods whose endOfPeriod falls in the period. */
  depreciation: number;
  /** 9 (§14), over the changes whose entryDate falls in the period: Σ min(Liab_dec, ROU_dec), a decrease in scope or a termination. */
  scopeDecrease: number;
  /** 10: Σ G of those changes with G > 0 (gain on the decrease in scope). */
  modificationGain: number;
  /** 11: Σ −G of those with G < 0 (loss on it). */
  modificationLoss: number;
  /** 12: Σ ΔL of those with ΔL > 0 (the liability remeasured upwards, added to the asset). */
  remeasurementIncrease: number;
  /** 13: Σ min(−ΔL, R′_E) of those with ΔL < 0, R′_E = R_E − ROU_dec (remeasured downwards, taken off the asset). */
  remeasurementDecrease: number;
  /** 14: Σ furtherGain, −(R′_E + ΔL) when that is above 0 (the decrease beyond the asset's carrying amount). */
  furtherModificationGain: number;
}

/** DOMAIN §7's table then §14's, in their order: which sum each entry books, and its debit and credit account. */
export const ENTRY_RULES: ReadonlyArray<{ total: keyof EntryTotals; debit: AccountLabel; credit: AccountLabel }> = [
  { total: 'leaseLiabilityAtStart', debit: ACCOUNTS.rightOfUseAsset, credit: ACCOUNTS.leaseLiability },
  { total: 'directCostsAndPremium', debit: ACCOUNTS.rightOfUseAsset, credit: ACCOUNTS.cashAndPayables },
  { total: 'dismantlingProvision', debit: ACCOUNTS.rightOfUseAsset, credit: ACCOUNTS.dismantlingProvision },
  { total: 'leaseIncentive', debit: ACCOUNTS.cashAndPayables, credit: ACCOUNTS.rightOfUseAsset },
  { total: 'leaseholdImprovements', debit: ACCOUNTS.leaseholdImprovements, credit: ACCOUNTS.cashAndPayables },
  { total: 'interest', debit: ACCOUNTS.leaseInterest, credit: ACCOUNTS.leaseLiability },
  { total: 'payments', debit: ACCOUNTS.leaseLiability, credit: ACCOUNTS.cashAndPayables },
  { total: 'depreciation', debit: ACCOUNTS.depreciationExpense, credit: ACCOUNTS.accumulatedDepreciation },
  { total: 'scopeDecrease', debit: ACCOUNTS.leaseLiability, credit: ACCOUNTS.rightOfUseAsset },
  { total: 'modificationGain', debit: ACCOUNTS.leaseLiability, credit: ACCOUNTS.gainOnLeaseModification },
  { total: 'modificationLoss', debit: ACCOUNTS.lossOnLeaseModification, credit: ACCOUNTS.rightOfUseAsset },
  { total: 'remeasurementIncrease', debit: ACCOUNTS.rightOfUseAsset, credit: ACCOUNTS.leaseLiability },
  { total: 'remeasurementDecrease', debit: ACCOUNTS.leaseLiability, credit: ACCOUNTS.rightOfUseAsset },
  { total: 'furtherModificationGain', debit: ACCOUNTS.leaseLiability, credit: ACCOUNTS.gainOnLeaseModification },
];

/** A reporting period [from, to], both inclusive, as `YYYY-MM-DD`. */
export interface ReportingPeriod {
  from: string;
  to: string;
}

/**
 * Reads a reporting period (wire dates, date-times taken as their UTC date): each end an existing date,
 * the closing not before the starting date. The errors name the wire fields of SPEC §3's accounting
 * entry request, all at once.
 */
export function reportingPeriod(periodStart: string, periodEnd: string): Result<{ period: ReportingPeriod }> {
  const errors: FieldError[] = [];
  const from = normalizeDate(periodStart);
  const to = normalizeDate(periodEnd);
  if (from === null) {
    errors.push({
      propertyName: 'reportingPeriodStartingDate',
      code: 'periodStartInvalid',
      params: { value: JSON.stringify(periodStart) },
      message: `The period's starting date must be an existing date in the form YYYY-MM-DD (got ${JSON.stringify(periodStart)}).`,
    });
  }
  if (to === null) {
    errors.push({
      propertyName: 'reportingPeriodClosingDate',
      code: 'periodEndInvalid',
      params: { value: JSON.stringify(periodEnd) },
      message: `The period's closing date must be an existing date in the form YYYY-MM-DD (got ${JSON.stringify(periodEnd)}).`,
    });
  }
  if (from === null || to === null) return { ok: false, errors };
  if (from > to) {
    return {
      ok: false,
      errors: [
        {
          propertyName: 'reportingPeriodClosingDate',
          code: 'periodEndBeforeStart',
          params: { from: { date: from }, to: { date: to } },
          message: `The period's closing date (${to}) must not be before its starting date (${from}).`,
        },
      ],
    };
  }
  return { ok: true, period: { from, to } };
}

/** The day before the period: the date its opening balances stand at (DOMAIN §13: A − 1 day). */
export function dayBefore(period: ReportingPeriod): string {
  return addDays(period.from, -1);
}

/**
 * Stored rows may carry date-times; compare on their calendar (UTC) date. A text of 10 characters is
 * taken as it is: normalizeDate gives a `YYYY-MM-DD` date back unchanged, no date-time is that short,
 * and any other text stays as it is either way; only the parse is skipped, as disclosures read every
 * row's dates several times.
 */
export function dateOf(value: string): string {
  switch (value.length) {
    // Stryker disable next-line ConditionalExpression: emptied, this case falls through to normalizeDate, which answers a 10-character text with itself (above): only the fast path is lost
    case 10:
      return value;
    default:
      return normalizeDate(value) ?? value;
  }
}

/** Cents of a stored amount; an absent one is 0. */
export function centsOf(amount: number | null | undefined): number {
  return toCents(amount ?? 0);
}

export function isIfrs16(source: { agreement: Pick<EntryAgreement, 'accountingStandard'> }): boolean {
  return source.agreement.accountingStandard === AccountingStandard.IFRS16;
}

export function zeroEntryTotals(): EntryTotals {
  return {
    leaseLiabilityAtStart: 0,
    directCostsAndPremium: 0,
    dismantlingProvision: 0,
    leaseIncentive: 0,
    leaseholdImprovements: 0,
    interest: 0,
    payments: 0,
    depreciation: 0,
    scopeDecrease: 0,
    modificationGain: 0,
    modificationLoss: 0,
    remeasurementIncrease: 0,
    remeasurementDecrease: 0,
    furtherModificationGain: 0,
  };
}

/** The six values one change books (DOMAIN §14's entries 9–14), in cents, each 0 when it books nothing. */
export function changeEntryCents(change: EntryChange): Pick<
  EntryTotals,
  'scopeDecrease' | 'modificationGain' | 'modificationLoss' | 'remeasurementIncrease' | 'remeasurementDecrease' | 'furtherModificationGain'
> {
  const liabilityDecrease = centsOf(change.liabilityDecrease);
  const rightOfUseDecrease = centsOf(change.rightOfUseDecrease);
  const gain = centsOf(change.gainOrLoss);
  const adjustment = centsOf(change.liabilityAdjustment);
  const remainingRightOfUse = centsOf(change.carryingRightOfUse) - rightOfUseDecrease;
  return {
    scopeDecrease: Math.min(liabilityDecrease, rightOfUseDecrease),
    modificationGain: gain > 0 ? gain : 0,
    modificationLoss: gain < 0 ? -gain : 0,
    remeasurementIncrease: adjustment > 0 ? adjustment : 0,
    remeasurementDecrease: adjustment < 0 ? Math.min(-adjustment, remainingRightOfUse) : 0,
    furtherModificationGain: centsOf(change.furtherGain),
  };
}

/**
 * DOMAIN §7's and §14's sums, in cents, for the period [periodStart, periodEnd] (both inclusive) over the
 * given agreements: entries 9–14 of every change whose entryDate falls in the period, change by change.
 * Entries are lessee accounting, so CSI agreements among the sources contribute nothing.
 */
export function entryTotals(
  sources: readonly EntrySource[],
  periodStart: string,
  periodEnd: string,
): Result<{ totals: EntryTotals }> {
  const read = reportingPeriod(periodStart, periodEnd);
  if (!read.ok) return read;
  const { from, to } = read.period;
  const within = (date: string): boolean => {
    const d = dateOf(date);
    return d >= from && d <= to;
  };

  const totals = zeroEntryTotals();
  for (const source of sources) {
    if (!isIfrs16(source)) continue;
    const { agreement, leaseCalculation, leaseAmortizations, depraciations } = source;
    if (within(agreement.startingDate)) {
      totals.leaseLiabilityAtStart += centsOf(leaseCalculation.totalPresentValueOfLeasePayments);
      totals.directCostsAndPremium += centsOf(agreement.initialDirectCosts) + centsOf(agreement.leasePremium);
      totals.dismantlingProvision += centsOf(agreement.dismantlingProvision);
      totals.leaseIncentive += centsOf(agreement.leaseIncentive);
      totals.leaseholdImprovements += centsOf(agreement.leaseholdImprovements);
    }
    for (const row of leaseAmortizations) {
      if (within(row.generalLedgerIncomeDate)) totals.interest += centsOf(row.interestAmount);
      if (within(row.paymentDate)) totals.payments += centsOf(row.paymentAmount);
    }
    for (const period of depraciations) {
      if (within(period.endOfPeriod)) totals.depreciation += centsOf(period.depraciationCharge);
    }
    for (const change of source.leaseChanges ?? []) {
      if (!within(change.entryDate)) continue;
      const booked = changeEntryCents(change);
      totals.scopeDecrease += booked.scopeDecrease;
      totals.modificationGain += booked.modificationGain;
      totals.modificationLoss += booked.modificationLoss;
      totals.remeasurementIncrease += booked.remeasurementIncrease;
      totals.remeasurementDecrease += booked.remeasurementDecrease;
      totals.furtherModificationGain += booked.furtherModificationGain;
    }
  }
  return { ok: true, totals };
}

/**
 * The entries of DOMAIN §7 and §14 from their sums: in the table's order, entries of value 0 left out, the
 * rest numbered 1.., each a debit and a credit of the same value with the accounts' EN and PL labels.
 */
export function entriesFromTotals(totals: EntryTotals): AccountingEntry[] {
  const details: AccountingEntry[] = [];
  for (const rule of ENTRY_RULES) {
    const total = totals[rule.total];
    if (total === 0) continue;
    const value = fromCents(total);
    details.push({
      index: details.length + 1,
      debitDetail: { ...rule.debit, value },
      creditDetail: { ...rule.credit, value },
    });
  }
  return details;
}

/**
 * The accounting entries of the period [periodStart, periodEnd] (both inclusive) over the given
 * agreements (DOMAIN §7): entriesFromTotals of entryTotals.
 */
export function accountingEntries(
  sources: readonly EntrySource[],
  periodStart: string,
  periodEnd: string,
): Result<{ details: AccountingEntry[] }> {
  const summed = entryTotals(sources, periodStart, periodEnd);
  if (!summed.ok) return summed;
  return { ok: true, details: entriesFromTotals(summed.totals) };
}
