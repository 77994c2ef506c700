import { agreementFields } from '@leasedesk/contract';
import { closingDate, type VersionTerms } from '@leasedesk/lease-math';
import type { AgreementRow } from './agreement-rows.ts';

/**
 * The agreement's columns a lease change rewrites (DOMAIN §14): the agreement row always holds the current
 * version's terms, so every reader of it (lists, reports, the form) sees the lease as it now stands. The
 * inception's figures (lease_calculations: L0, ROU) stay as signed.
 */
export const changedColumnNames = [
  'termInMonths',
  'closingDate',
  'rentPaymentAmount',
  'indexationRate',
  'residualValue',
  'residualValueSettlement',
  'incrementalBorrowingRate',
] as const;

export type ChangedColumns = Pick<AgreementRow, (typeof changedColumnNames)[number]>;

/** The columns as the agreement stores them now: what undo writes back (lease_changes.agreement_before). */
export function changedColumnsOf(row: AgreementRow): ChangedColumns {
  return Object.fromEntries(changedColumnNames.map((name) => [name, row[name]])) as ChangedColumns;
}

const fixed = (value: number, name: 'rentPaymentAmount' | 'indexationRate' | 'residualValue' | 'incrementalBorrowingRate') => value.toFixed(agreementFields[name].decimals);

/**
 * The columns of a version's terms. A terminated lease ends the day before its change (its term is k − 1 months).
 * A version discounting at the rate solved at inception (shouldRateBeCalculated, never revised) keeps the stored
 * borrowing rate.
 */
export function columnsOfTerms(row: AgreementRow, terms: VersionTerms): ChangedColumns {
  return {
    termInMonths: terms.termInMonths,
    closingDate: closingDate(row.startingDate, terms.termInMonths),
    rentPaymentAmount: fixed(terms.rentPaymentAmount, 'rentPaymentAmount'),
    indexationRate: fixed(terms.indexationRate, 'indexationRate'),
    residualValue: fixed(terms.residualValue, 'residualValue'),
    residualValueSettlement: terms.residualValueSettlement,
    incrementalBorrowingRate: 'annual' in terms.rate ? fixed(terms.rate.annual, 'incrementalBorrowingRate') : row.incrementalBorrowingRate,
  };
}
