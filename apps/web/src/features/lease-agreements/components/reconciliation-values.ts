import type { ReconciliationDifference, ReconciliationField } from '@leasedesk/contract';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';

type Value = ReconciliationDifference['ours'];

// Rates match within 1e-6 (FORMATS §5), so they show with enough decimals for such a difference to be seen.
const rateFields: ReadonlySet<ReconciliationField> = new Set(['implicitRate', 'ninetyPercenatageTest']);
const rateDecimals = 4;

/** The field's name in the screen's language; `row` (a period only one side has) says which side has it. */
export function reconciliationFieldText(t: TFunction, difference: ReconciliationDifference): string {
  switch (difference.field) {
    case 'paymentDate':
      return t('reconciliation.fields.paymentDate');
    case 'paymentAmount':
      return t('reconciliation.fields.paymentAmount');
    case 'interestAmount':
      return t('reconciliation.fields.interestAmount');
    case 'principalAmount':
      return t('reconciliation.fields.principalAmount');
    case 'closingBalance':
      return t('reconciliation.fields.closingBalance');
    case 'openingBalance':
      return t('reconciliation.fields.openingBalance');
    case 'implicitRate':
      return t('reconciliation.fields.implicitRate');
    case 'presentValueOfRent':
      return t('reconciliation.fields.presentValueOfRent');
    case 'totalPresentValueOfLeasePayments':
      return t('reconciliation.fields.totalPresentValueOfLeasePayments');
    case 'costOfEquipment':
      return t('reconciliation.fields.costOfEquipment');
    case 'ninetyPercenatageTest':
      return t('reconciliation.fields.ninetyPercenatageTest');
    case 'interimRate':
      return t('reconciliation.fields.interimRate');
    case 'row':
      return difference.ours === null ? t('reconciliation.onlyTheirs') : t('reconciliation.onlyOurs');
  }
}

/**
 * One side's value as the app writes it: dates in the language's form, rates as percents, money `1 234,56`,
 * a period number as is; nothing is an empty cell.
 */
export function reconciliationValueText(t: TFunction, field: ReconciliationField, value: Value): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? t('reconciliation.yes') : t('reconciliation.no');
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  if (field === 'row') return String(value);
  if (rateFields.has(field)) return formatPercent(value, rateDecimals);
  return formatNumber(value);
}

/** Theirs − ours, in the field's form; dates and periods have none. */
export function reconciliationDifferenceText(difference: ReconciliationDifference): string {
  if (difference.difference === null || difference.field === 'row') return '';
  return rateFields.has(difference.field) ? formatPercent(difference.difference, rateDecimals) : formatNumber(difference.difference);
}
