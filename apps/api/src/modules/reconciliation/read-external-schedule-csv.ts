import type { CsvErrors } from '../../lib/csv/csv-errors.ts';
import type { CsvPartialRow, CsvRow } from '../../lib/csv/csv-format.ts';
import { readCsvRows } from '../../lib/csv/read-csv.ts';
import { readablePartOf } from '../../lib/csv/readable-part.ts';
import { AgreementGroups, type ExternalFiguresFile } from './agreement-numbers.ts';
import { externalScheduleCsvFormat } from './external-schedule-format.ts';

/** One period of another system's schedule; money as read (at most 2 decimals), openingBalance null when not given. */
export type ExternalScheduleRecord = {
  readonly periodNumber: number;
  readonly paymentDate: string;
  readonly paymentAmount: number;
  readonly interestAmount: number;
  readonly principalAmount: number;
  readonly closingBalance: number;
  readonly openingBalance: number | null;
};

type ScheduleRow = CsvRow<typeof externalScheduleCsvFormat> | CsvPartialRow<typeof externalScheduleCsvFormat>;

/**
 * A schedules file (FORMATS §1, §5) grouped by the agreement each row names, with every error of the file itself: the
 * reader's (cells, header, limits) and a period number given twice for one agreement (on the later row). A row with
 * unreadable cells still names its agreement and period when those cells read, so those are checked too (and the
 * import finds whether its agreement exists); it gives no period. Whether the agreements exist is decided against
 * the database by the import.
 */
export function readExternalScheduleCsv(bytes: Buffer): ExternalFiguresFile<ExternalScheduleRecord> {
  const groups = new AgreementGroups<ExternalScheduleRecord>();
  /** The row each agreement's period was first given in, per group. */
  const periodRows = new WeakMap<object, Map<number, number>>();
  const readRow = (scheduleRow: ScheduleRow, rowErrors: CsvErrors) => {
    const { row } = scheduleRow;
    const part = readablePartOf(scheduleRow);
    const numbers = part('contractorTaxId', 'contractNumber', 'scheduleNumber');
    if (!numbers) return;
    const { group } = groups.groupOf(numbers, row);
    const period = part('periodNumber');
    if (!period) return;
    const rowsOfPeriods = periodRows.get(group) ?? new Map<number, number>();
    periodRows.set(group, rowsOfPeriods);
    const earlier = rowsOfPeriods.get(period.periodNumber);
    if (earlier !== undefined) {
      rowErrors.add(row, 'periodNumber', 'reconciliation.period.repeated', { periodNumber: String(period.periodNumber), row: String(earlier) });
      return;
    }
    rowsOfPeriods.set(period.periodNumber, row);
    const values = part('paymentDate', 'paymentAmount', 'interestAmount', 'principalAmount', 'closingBalance', 'openingBalance');
    if (!values) return;
    group.records.push({
      periodNumber: period.periodNumber,
      paymentDate: values.paymentDate,
      paymentAmount: values.paymentAmount,
      interestAmount: values.interestAmount,
      principalAmount: values.principalAmount,
      closingBalance: values.closingBalance,
      openingBalance: values.openingBalance ?? null,
    });
  };
  const errors = readCsvRows(bytes, externalScheduleCsvFormat, readRow, readRow);
  return { agreements: groups.list(), errors };
}
