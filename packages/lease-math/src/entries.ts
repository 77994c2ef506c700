import { normalizeDate } from './dates.ts';
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

/** An agreement with what was calculated for it (as stored, or as calculateLease returned it). */
export interface EntrySource {
  agreement: EntryAgreement;
  leaseCalculation: Pick<LeaseCalculation, 'totalPresentValueOfLeasePayments'>;
  leaseAmortizations: ReadonlyArray<
    Pick<LeaseAmortization, 'paymentDate' | 'generalLedgerIncomeDate' | 'interestAmount' | 'paymentAmount'>
  >;
  depraciations: ReadonlyArray<Pick<Depreciation, 'endOfPeriod' | 'depraciationCharge'>>;
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
} as const satisfies Record<string, AccountLabel>;

/** DOMAIN §7's table, in its order: the debit and credit account of entries 1..8. */
const ENTRY_ACCOUNTS: ReadonlyArray<readonly [AccountLabel, AccountLabel]> = [
  [ACCOUNTS.rightOfUseAsset, ACCOUNTS.leaseLiability],
  [ACCOUNTS.rightOfUseAsset, ACCOUNTS.cashAndPayables],
  [ACCOUNTS.rightOfUseAsset, ACCOUNTS.dismantlingProvision],
  [ACCOUNTS.cashAndPayables, ACCOUNTS.rightOfUseAsset],
  [ACCOUNTS.leaseholdImprovements, ACCOUNTS.cashAndPayables],
  [ACCOUNTS.leaseInterest, ACCOUNTS.leaseLiability],
  [ACCOUNTS.leaseLiability, ACCOUNTS.cashAndPayables],
  [ACCOUNTS.depreciationExpense, ACCOUNTS.accumulatedDepreciation],
];

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Stored rows may carry date-times; compare on their calendar (UTC) date. */
function dateOf(value: string): string {
  return PLAIN_DATE.test(value) ? value : (normalizeDate(value) ?? value);
}

function cents(amount: number | null | undefined): number {
  return amount === null || amount === undefined ? 0 : toCents(amount);
}

/**
 * The accounting entries of the period [periodStart, periodEnd] (both inclusive) over
 * the given agreements (DOMAIN §7), summed across agreements; entries of value 0 are
 * left out and the rest numbered 1.. in the table's order. Entries are lessee
 * accounting, so CSI agreements among the sources contribute nothing.
 */
export function accountingEntries(
  sources: readonly EntrySource[],
  periodStart: string,
  periodEnd: string,
): Result<{ details: AccountingEntry[] }> {
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
  const within = (date: string): boolean => {
    const d = dateOf(date);
    return d >= from && d <= to;
  };

  const totals = [0, 0, 0, 0, 0, 0, 0, 0];
  const add = (entry: number, value: number): void => {
    totals[entry] = (totals[entry] ?? 0) + value;
  };
  for (const { agreement, leaseCalculation, leaseAmortizations, depraciations } of sources) {
    if (agreement.accountingStandard !== AccountingStandard.IFRS16) continue;
    if (within(agreement.startingDate)) {
      add(0, cents(leaseCalculation.totalPresentValueOfLeasePayments));
      add(1, cents(agreement.initialDirectCosts) + cents(agreement.leasePremium));
      add(2, cents(agreement.dismantlingProvision));
      add(3, cents(agreement.leaseIncentive));
      add(4, cents(agreement.leaseholdImprovements));
    }
    for (const row of leaseAmortizations) {
      if (within(row.generalLedgerIncomeDate)) add(5, cents(row.interestAmount));
      if (within(row.paymentDate)) add(6, cents(row.paymentAmount));
    }
    for (const period of depraciations) {
      if (within(period.endOfPeriod)) add(7, cents(period.depraciationCharge));
    }
  }

  const details: AccountingEntry[] = [];
  totals.forEach((total, k) => {
    const accounts = ENTRY_ACCOUNTS[k];
    if (total === 0 || !accounts) return;
    const value = fromCents(total);
    details.push({
      index: details.length + 1,
      debitDetail: { ...accounts[0], value },
      creditDetail: { ...accounts[1], value },
    });
  });
  return { ok: true, details };
}
