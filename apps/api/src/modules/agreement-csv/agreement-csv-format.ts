import { agreementFieldNames, agreementFields, type AgreementField, type AgreementFieldName } from '@leasedesk/contract';
import { csvBoolean, csvDate, csvMoney, csvNumber, type CsvCell } from '../../lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn, type CsvFormat, type CsvPartialRow, type CsvRow, type CsvValues } from '../../lib/csv/csv-format.ts';
import { taxIdCell } from '../../lib/csv/csv-tax-id.ts';
import { annualRateCell, guardedText, percentCell } from './agreement-csv-cells.ts';

type Fields = typeof agreementFields;

/** A field's column: its wire name, or for the id of another record the column that names that record. */
type ColumnOf<K extends AgreementFieldName> = Fields[K] extends { csvColumn: infer C extends string } ? C : K;

type ValueOf<F extends AgreementField> = F['kind'] extends 'boolean' ? boolean : F['kind'] extends 'date' | 'text' | 'reference' ? string : number;
type ColumnFor<F extends AgreementField> = { readonly cell: CsvCell<ValueOf<F>>; readonly required: F['absent'] extends 'required' ? true : false };

type AgreementCsvFormat = { readonly [K in AgreementFieldName as ColumnOf<K>]: ColumnFor<Fields[K]> };
export type AgreementCsvColumn = keyof AgreementCsvFormat;

/** `First Last`, each name at most 100 characters. */
const salesPersonName = guardedText(201);

function cellOf(field: AgreementField): CsvCell<unknown> {
  switch (field.kind) {
    case 'money':
      return csvMoney;
    case 'rate':
      return annualRateCell;
    case 'percent':
      return percentCell;
    case 'integer':
    case 'enumeration':
      return csvNumber;
    case 'boolean':
      return csvBoolean;
    case 'date':
      return csvDate;
    case 'text':
      return guardedText(field.maxLength);
    case 'reference':
      return field.to === 'contractor' ? taxIdCell : salesPersonName;
  }
}

export const agreementCsvColumnOf = <K extends AgreementFieldName>(name: K): ColumnOf<K> => {
  const field: AgreementField = agreementFields[name];
  return (field.kind === 'reference' ? field.csvColumn : name) as ColumnOf<K>;
};

/** The fields in the files' column order. */
export const agreementCsvFields = agreementFieldNames.toSorted((a, b) => agreementFields[a].csvPlace - agreementFields[b].csvPlace);

/**
 * The agreements CSV of FORMATS §4, one row per agreement, one column per field of the agreement's table
 * (agreement-fields.ts, which places the columns): the importer reads by it, the export and the template write its
 * columns in this order. Every column but contractorTaxId and salesPerson (the ids' columns) is the agreement
 * input's field of the same wire name (SPEC §3, DOMAIN §1), so a field error of POST /api/leaseagreement names
 * its column. A column is required when the body requires its field.
 *
 * The cells only turn text into values (FORMATS §1: numbers with either decimal mark, dates in both forms,
 * booleans, text as typed); what the values must be (whole numbers, enumeration ranges, amounts not negative, the
 * term a multiple of the interval, ...) is the agreement's own validation, run on each row exactly as on a body of
 * POST /api/leaseagreement. Hence plain numbers for whole numbers and enumerations (0-based) rather than cells of
 * their own. Text limits are the contract's; a sales person is `First Last` (each name at most 100 characters).
 */
export const agreementCsvFormat = Object.fromEntries(
  agreementCsvFields.map((name) => {
    const field = agreementFields[name];
    return [agreementCsvColumnOf(name), field.absent === 'required' ? requiredColumn(cellOf(field)) : optionalColumn(cellOf(field))];
  }),
) as AgreementCsvFormat satisfies CsvFormat;

export type AgreementCsvValues = CsvValues<AgreementCsvFormat>;
export type AgreementCsvRow = CsvRow<AgreementCsvFormat>;
/** Any data row of a file, its unreadable cells named (none for a row read whole): what the row checks take. */
export type AgreementFileRow = CsvPartialRow<AgreementCsvFormat>;
export const agreementCsvColumns = agreementCsvFields.map(agreementCsvColumnOf) as AgreementCsvColumn[];
