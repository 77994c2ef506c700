import { earliestWireDate, invoiceNumberTextLimit, latestWireDate, type FieldMessage } from '@leasedesk/contract';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';

/** numeric(18, 2) holds less than 10^16. */
const moneyLimit = 1e16;
const maxSequence = 2_147_483_647;
/** At most this many problems are answered, as the CSV reader's errors (FORMATS §1). */
const problemsLimit = 100;

const moneyFields = [
  'positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln', 'positionNetAmountCurrency', 'positionVatAmountCurrency',
  'positionGrossAmountCurrency', 'invoiceNetAmountPln', 'invoiceGrossAmountPln', 'invoiceNetAmountCurrency', 'invoiceGrossAmountCurrency',
] as const satisfies readonly (keyof InvoiceLineDraft)[];
const textFields = [
  'contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'invoiceNumber', 'positionDescription', 'currency', 'factoringContractNumber',
] as const satisfies readonly (keyof InvoiceLineDraft)[];
/** Indexed together: longer values would not fit an index entry (and could never match an agreement). */
const indexedTextFields = ['agreementNumber', 'scheduleNumber', 'invoiceNumber'] as const satisfies readonly (keyof InvoiceLineDraft)[];
const dateFields = ['invoiceDate', 'paymentDate', 'incomeDate', 'periodInvoiced'] as const satisfies readonly (keyof InvoiceLineDraft)[];

/**
 * A calendar date of the wire's range (wireDate's rule), checked by hand: zod's parse of four dates per line
 * cost ≈ 0.45 s per 50 000-line import, a tenth of it.
 */
function isStorableDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts || text < earliestWireDate || text > latestWireDate) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function problemsOfLine(line: InvoiceLineDraft, row: number): FieldMessage[] {
  const at = (field: string) => `line ${row}: ${field}`;
  const problems: FieldMessage[] = [];
  if (!Number.isInteger(line.sequence) || line.sequence < 0 || line.sequence > maxSequence) problems.push({ propertyName: at('sequence'), key: 'validation.type.integer' });
  for (const field of moneyFields) {
    const value = line[field];
    if (value !== null && !(Number.isFinite(value) && Math.abs(value) < moneyLimit)) problems.push({ propertyName: at(field), key: 'validation.tooBig.number', params: { maximum: moneyLimit - 0.01 } });
  }
  if (line.vatRate !== null && !(line.vatRate >= 0 && line.vatRate <= 1)) problems.push({ propertyName: at('vatRate'), key: 'validation.tooBig.number', params: { maximum: 1 } });
  if (line.exchangeRate !== null && !(Number.isFinite(line.exchangeRate) && line.exchangeRate >= 0)) problems.push({ propertyName: at('exchangeRate'), key: 'validation.tooSmall.number', params: { minimum: 0 } });
  for (const field of textFields) if (line[field]?.includes('\u0000')) problems.push({ propertyName: at(field), key: 'validation.nul' });
  for (const field of indexedTextFields) {
    const value = line[field];
    if (value !== null && [...value].length > invoiceNumberTextLimit) problems.push({ propertyName: at(field), key: 'validation.tooBig.string', params: { maximum: { count: invoiceNumberTextLimit } } });
  }
  for (const field of dateFields) {
    const value = line[field];
    if (value !== null && !isStorableDate(value)) problems.push({ propertyName: at(field), key: 'validation.date.existing' });
  }
  return problems;
}

/**
 * What the database could not hold, line by line (1-based), at most 100. The readers already refuse all of
 * it; this keeps any source (a PDF's OCR included) from turning a bad value into a failed INSERT, i.e. a 500.
 */
export function invoiceDraftProblems(lines: readonly InvoiceLineDraft[]): FieldMessage[] {
  const problems: FieldMessage[] = [];
  for (let index = 0; index < lines.length && problems.length < problemsLimit; index++) {
    const line = lines[index];
    if (line) problems.push(...problemsOfLine(line, index + 1));
  }
  return problems.slice(0, problemsLimit);
}
