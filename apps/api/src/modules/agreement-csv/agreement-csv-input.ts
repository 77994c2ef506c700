import { leaseAgreementInput, messageOfZodIssue, type FieldMessage, type LeaseAgreementValues } from '@leasedesk/contract';
import { parseAgreement } from '@leasedesk/lease-math';
import { calculationMessages } from '../lease-agreements/calculation-messages.ts';
import type { AgreementCsvValues } from './agreement-csv-format.ts';

/**
 * The input schema of POST /api/leaseagreement without the two ids, which a file names by a tax id and a sales
 * person's name instead (agreement-csv-references.ts); every other field is checked by the very same schema.
 */
const rowInput = leaseAgreementInput.omit({ contractorId: true, salesPersonId: true });

/** The ids a row's contractor and sales person resolved to (null: the row names no sales person). */
export type RowReferences = { contractorId: number; salesPersonId: number | null };

export type RowInput = { ok: true; input: LeaseAgreementValues } | { ok: false; errors: FieldMessage[] };

/**
 * One row's values as the input of POST /api/leaseagreement, or every error of its shape at once: the contract's
 * schema, and lease-math's input rules on the fields the schema did not flag (the term a multiple of the interval,
 * amounts not negative, ...), exactly as POST answers a body (lease-agreements/agreement-body-errors.ts). Rules that
 * need a calculation follow in calculateAgreement, as they do for POST.
 */
export function rowInputOf(values: AgreementCsvValues, references: RowReferences): RowInput {
  const { contractorTaxId: _taxId, salesPerson: _salesPerson, ...fields } = values;
  const parsed = rowInput.safeParse(fields);
  if (parsed.success) return { ok: true, input: { ...parsed.data, ...references } };
  const shapeErrors: FieldMessage[] = [];
  const flagged = new Set<string>();
  for (const issue of parsed.error.issues) {
    const propertyName = String(issue.path[0] ?? '');
    if (flagged.has(propertyName)) continue;
    flagged.add(propertyName);
    shapeErrors.push({ propertyName, ...messageOfZodIssue(issue) });
  }
  const rules = parseAgreement(fields);
  const ruleErrors = rules.ok ? [] : calculationMessages(rules.errors).filter((error) => error.propertyName !== '' && !flagged.has(error.propertyName));
  return { ok: false, errors: [...shapeErrors, ...ruleErrors] };
}

/** The column of a field error in wire names: the ids are named by their columns; '' concerns the whole row. */
export function columnOfField(propertyName: string): string | undefined {
  if (propertyName === '') return undefined;
  if (propertyName === 'contractorId') return 'contractorTaxId';
  if (propertyName === 'salesPersonId') return 'salesPerson';
  return propertyName;
}
