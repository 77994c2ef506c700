import type { CsvErrors } from '../../lib/csv/csv-errors.ts';
import type { CsvPartialRow, CsvRow } from '../../lib/csv/csv-format.ts';
import { readCsvRows } from '../../lib/csv/read-csv.ts';
import { readablePartOf } from '../../lib/csv/readable-part.ts';
import { AgreementGroups, type ExternalFiguresFile } from './agreement-numbers.ts';
import { externalCalculationCsvFormat } from './external-calculation-format.ts';

/** Another system's calculation of one agreement; a figure it did not give is null (and is not compared). */
export type ExternalCalculationRecord = {
  readonly implicitRate: number | null;
  readonly presentValueOfRent: number | null;
  readonly totalPresentValueOfLeasePayments: number | null;
  readonly costOfEquipment: number | null;
  readonly ninetyPercenatageTest: number | null;
  readonly interimRate: number | null;
};

const figureColumns = ['implicitRate', 'presentValueOfRent', 'totalPresentValueOfLeasePayments', 'costOfEquipment', 'ninetyPercenatageTest', 'interimRate'] as const;

type CalculationRow = CsvRow<typeof externalCalculationCsvFormat> | CsvPartialRow<typeof externalCalculationCsvFormat>;

/**
 * A calculations file (FORMATS §1, §5) grouped by agreement, with every error of the file itself: the reader's, a
 * second row for one agreement (a calculation is one row), and a row that gives no figure at all (it would compare
 * nothing, yet answer "matches"). A row with unreadable cells has the checks on its other cells (its agreement when
 * its numbers read; no figure at all when its figures read) and gives no calculation.
 */
export function readExternalCalculationCsv(bytes: Buffer): ExternalFiguresFile<ExternalCalculationRecord> {
  const groups = new AgreementGroups<ExternalCalculationRecord>();
  const readRow = (calculationRow: CalculationRow, rowErrors: CsvErrors) => {
    const { row } = calculationRow;
    const part = readablePartOf(calculationRow);
    const numbers = part('contractorTaxId', 'contractNumber', 'scheduleNumber');
    const named = numbers && groups.groupOf(numbers, row);
    if (named && !named.first) {
      rowErrors.add(row, 'contractNumber', 'reconciliation.calculation.repeated', { row: String(named.group.firstRow) });
      return;
    }
    // An unreadable figure was given: the row is not without figures.
    const figures = part(...figureColumns);
    if (!figures) return;
    const record: ExternalCalculationRecord = {
      implicitRate: figures.implicitRate ?? null,
      presentValueOfRent: figures.presentValueOfRent ?? null,
      totalPresentValueOfLeasePayments: figures.totalPresentValueOfLeasePayments ?? null,
      costOfEquipment: figures.costOfEquipment ?? null,
      ninetyPercenatageTest: figures.ninetyPercenatageTest ?? null,
      interimRate: figures.interimRate ?? null,
    };
    if (figureColumns.every((column) => record[column] === null)) {
      rowErrors.add(row, undefined, 'reconciliation.calculation.empty', { columns: figureColumns.join(', ') });
      return;
    }
    named?.group.records.push(record);
  };
  const errors = readCsvRows(bytes, externalCalculationCsvFormat, readRow, readRow);
  return { agreements: groups.list(), errors };
}
