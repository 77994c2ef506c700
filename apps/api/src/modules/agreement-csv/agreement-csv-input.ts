import { agreementFieldNames, agreementFields, leaseAgreementInput, messageOfZodIssue, type AgreementFieldName, type FieldMessage, type LeaseAgreementValues } from '@leasedesk/contract';
import { parseAgreement } from '@leasedesk/lease-math';
import { calculationMessages } from '../lease-agreements/index.ts';
import { agreementCsvColumnOf, type AgreementCsvColumn, type AgreementCsvValues } from './agreement-csv-format.ts';

/**
 * The input schema of POST /api/leaseagreement without the two ids, which a file names by a tax id and a sales
 * person's name instead (agreement-csv-references.ts); every other field is checked by the very same schema.
 */
const rowInput = leaseAgreementInput.omit({ contractorId: true, salesPersonId: true });

/** The ids a row's contractor and sales person resolved to (null: the row names no sales person). */
export type RowReferences = { contractorId: number; salesPersonId: number | null };

/**
 * A row's values as the input of POST /api/leaseagreement, or every error of its shape at once. A row with unreadable
 * cells that the figures never read still gets an input, for calculateAgreement to find its other errors; it fails on
 * those cells anyway and is never stored.
 */
export type RowInput = { ok: true; input: LeaseAgreementValues } | { ok: false; errors: FieldMessage[] };

/**
 * An unreadable cell enters the agreement's checks as a value no check accepts: every rule that involves it is then
 * skipped, as for any field in error (lease-math checks a rule between fields only when neither has an error), and
 * the errors on it are dropped, since the reader already named the cell.
 */
const unreadableCell = Symbol('unreadable cell');

/**
 * Fields the figures never read (calculateAgreement): with one of them unreadable the rest of the row is still
 * calculated, under a value the schema takes and no rule reports on: a required one (the numbers, text) as `?`, whose
 * duplicates the import checks only on readable numbers; the others as absent.
 */
const fieldsTheFiguresIgnore: Partial<Record<AgreementCsvColumn, string | null>> = Object.fromEntries(
  agreementFieldNames
    .filter((name) => !agreementFields[name].figures && agreementFields[name].kind !== 'reference')
    .map((name) => [name, agreementFields[name].absent === 'required' ? '?' : null]),
);

/** The agreement's fields of a row: the readable cells as read, the unreadable ones as the checks must see them. */
function fieldsOf(values: Partial<AgreementCsvValues>, unreadable: ReadonlySet<string>): Record<string, unknown> {
  const { contractorTaxId: _taxId, salesPerson: _salesPerson, ...fields } = values;
  const checked: Record<string, unknown> = { ...fields };
  for (const column of unreadable) {
    if (column === 'contractorTaxId' || column === 'salesPerson') continue;
    checked[column] = column in fieldsTheFiguresIgnore ? fieldsTheFiguresIgnore[column as AgreementCsvColumn] : unreadableCell;
  }
  return checked;
}

/**
 * One row's values as the input of POST /api/leaseagreement, or every error of its shape at once: the contract's
 * schema, and lease-math's input rules on the fields the schema did not flag (the term a multiple of the interval,
 * amounts not negative, ...), exactly as POST answers a body (lease-agreements/agreement-body-errors.ts), each on
 * the row's readable cells only (`unreadable`: the columns the reader could not read). Rules that need a calculation
 * follow in calculateAgreement, as they do for POST.
 */
export function rowInputOf(values: Partial<AgreementCsvValues>, unreadable: ReadonlySet<string>, references: RowReferences): RowInput {
  const fields = fieldsOf(values, unreadable);
  const parsed = rowInput.safeParse(fields);
  const shapeErrors: FieldMessage[] = [];
  const flagged = new Set<string>(unreadable);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const propertyName = String(issue.path[0] ?? '');
    if (flagged.has(propertyName)) continue;
    flagged.add(propertyName);
    shapeErrors.push({ propertyName, ...messageOfZodIssue(issue) });
  }
  const rules = parseAgreement(fields);
  const ruleErrors = rules.ok ? [] : calculationMessages(rules.errors).filter((error) => error.propertyName !== '' && !flagged.has(error.propertyName));
  const errors = [...shapeErrors, ...ruleErrors];
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  return { ok: true, input: { ...parsed.data, ...references } };
}

/** The column of a field error in wire names: the ids are named by their columns; '' concerns the whole row. */
export function columnOfField(propertyName: string): string | undefined {
  if (propertyName === '') return undefined;
  return Object.hasOwn(agreementFields, propertyName) ? agreementCsvColumnOf(propertyName as AgreementFieldName) : propertyName;
}
