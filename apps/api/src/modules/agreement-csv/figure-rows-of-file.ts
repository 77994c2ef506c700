import { AccountingStandard, agreementImportMaxFigureRows, ResidualValueSettlement, type FieldMessage } from '@leasedesk/contract';
import { MAX_TERM_MONTHS } from '@leasedesk/lease-math';
import { readablePartOf } from '../../lib/csv/readable-part.ts';
import type { AgreementCsvValues, AgreementFileRow } from './agreement-csv-format.ts';

type TermValues = Pick<AgreementCsvValues, 'termInMonths' | 'residualValue' | 'residualValueSettlement'>;

/**
 * The schedule and depreciation rows one row of the file would store, known from its cells before anything is
 * calculated (lease-math's monthly grid): a schedule row for every month of the term, whatever the payment
 * interval, and one more when a residual value is settled in an additional month; a depreciation period for every
 * month under IFRS16, none under CSI. A term lease-math refuses stores nothing: its row is refused anyway.
 */
export function figureRowsOfRow({ termInMonths, residualValue, residualValueSettlement }: TermValues, standard: number): number {
  if (!Number.isInteger(termInMonths) || termInMonths < 1 || termInMonths > MAX_TERM_MONTHS) return 0;
  const additionalMonth = (residualValue ?? 0) > 0 && residualValueSettlement === ResidualValueSettlement.additionalMonth;
  const schedule = termInMonths + (additionalMonth ? 1 : 0);
  const depreciation = standard === AccountingStandard.IFRS16 ? termInMonths : 0;
  return schedule + depreciation;
}

/**
 * The refusal of a file whose agreements together would write more schedule and depreciation rows than one import
 * may (`maximum`: agreementImportMaxFigureRows, or agreementImportMaxFigureRowsOnServer on PostgreSQL), or null:
 * counted before any row is calculated or stored, so such a file is answered at once, dry run or not. A row with
 * unreadable cells is never calculated and stores nothing.
 */
export function figureRowsRefusal(rows: readonly AgreementFileRow[], standard: number, maximum: number = agreementImportMaxFigureRows): FieldMessage | null {
  const actual = rows.reduce((total, row) => {
    const term = row.unreadable.size === 0 ? readablePartOf(row)('termInMonths', 'residualValue', 'residualValueSettlement') : null;
    return term ? total + figureRowsOfRow(term, standard) : total;
  }, 0);
  if (actual <= maximum) return null;
  return { propertyName: 'file', key: 'csv.agreement.tooManyFigureRows', params: { actual, maximum } };
}
