import { readCsvRows } from '../../lib/csv/read-csv.ts';
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

/**
 * A calculations file (FORMATS §1, §5) grouped by agreement, with every error of the file itself: the reader's, a
 * second row for one agreement (a calculation is one row), and a row that gives no figure at all (it would compare
 * nothing, yet answer "matches").
 */
export function readExternalCalculationCsv(bytes: Buffer): ExternalFiguresFile<ExternalCalculationRecord> {
  const groups = new AgreementGroups<ExternalCalculationRecord>();
  const errors = readCsvRows(bytes, externalCalculationCsvFormat, ({ row, values }, rowErrors) => {
    const { group, first } = groups.groupOf(values, row);
    if (!first) {
      rowErrors.add(row, 'contractNumber', 'reconciliation.calculation.repeated', { row: String(group.firstRow) });
      return;
    }
    const record: ExternalCalculationRecord = {
      implicitRate: values.implicitRate ?? null,
      presentValueOfRent: values.presentValueOfRent ?? null,
      totalPresentValueOfLeasePayments: values.totalPresentValueOfLeasePayments ?? null,
      costOfEquipment: values.costOfEquipment ?? null,
      ninetyPercenatageTest: values.ninetyPercenatageTest ?? null,
      interimRate: values.interimRate ?? null,
    };
    if (figureColumns.every((column) => record[column] === null)) {
      rowErrors.add(row, undefined, 'reconciliation.calculation.empty', { columns: figureColumns.join(', ') });
      return;
    }
    group.records.push(record);
  });
  return { agreements: groups.list(), errors };
}
