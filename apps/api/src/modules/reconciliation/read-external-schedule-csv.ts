import { readCsvRows } from '../../lib/csv/read-csv.ts';
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

/**
 * A schedules file (FORMATS §1, §5) grouped by the agreement each row names, with every error of the file itself: the
 * reader's (cells, header, limits) and a period number given twice for one agreement (on the later row). Whether the
 * agreements exist is decided against the database by the import.
 */
export function readExternalScheduleCsv(bytes: Buffer): ExternalFiguresFile<ExternalScheduleRecord> {
  const groups = new AgreementGroups<ExternalScheduleRecord>();
  /** The row each agreement's period was first given in, per group. */
  const periodRows = new WeakMap<object, Map<number, number>>();
  const errors = readCsvRows(bytes, externalScheduleCsvFormat, ({ row, values }, rowErrors) => {
    const { group } = groups.groupOf(values, row);
    const rowsOfPeriods = periodRows.get(group) ?? new Map<number, number>();
    periodRows.set(group, rowsOfPeriods);
    const earlier = rowsOfPeriods.get(values.periodNumber);
    if (earlier !== undefined) {
      rowErrors.add(row, 'periodNumber', 'reconciliation.period.repeated', { periodNumber: String(values.periodNumber), row: String(earlier) });
      return;
    }
    rowsOfPeriods.set(values.periodNumber, row);
    group.records.push({
      periodNumber: values.periodNumber,
      paymentDate: values.paymentDate,
      paymentAmount: values.paymentAmount,
      interestAmount: values.interestAmount,
      principalAmount: values.principalAmount,
      closingBalance: values.closingBalance,
      openingBalance: values.openingBalance ?? null,
    });
  });
  return { agreements: groups.list(), errors };
}
