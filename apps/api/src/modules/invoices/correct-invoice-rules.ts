import type { FieldMessage, InvoiceCorrectionInput } from '@leasedesk/contract';
import { rowPropertyName } from './correct-invoice-body.ts';

const blank = (text: string | null) => text === null || text.trim() === '';

/**
 * The largest amount a line takes: numeric(18, 2) would hold 10^16, but cents stay exact in a JSON number
 * only up to 2^53, so amounts stop at 10^13 (ten trillion złoty; no invoice comes near).
 */
export const largestAmount = 9_999_999_999_999.99;
const moneyFields = [
  'positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln', 'positionNetAmountCurrency', 'positionVatAmountCurrency',
  'positionGrossAmountCurrency', 'invoiceNetAmountPln', 'invoiceGrossAmountPln', 'invoiceNetAmountCurrency', 'invoiceGrossAmountCurrency',
] as const;

/**
 * What the rows must say of themselves before any line is read, every failure at once: each row names the
 * invoice (its number, the same on every row: one invoice per correction), no line is given twice, amounts
 * fit the stored columns, and a body without any id names the report too (that is then how the invoice is
 * found).
 */
export function correctionRowErrors(rows: InvoiceCorrectionInput): FieldMessage[] {
  const errors: FieldMessage[] = [];
  const number = rows[0]?.invoiceNumber ?? null;
  const name = rows[0]?.name ?? null;
  const anyId = rows.some((row) => row.id != null);
  const seenIds = new Set<number>();
  rows.forEach((row, index) => {
    const at = (field: string) => rowPropertyName([index, field], '');
    if (blank(row.invoiceNumber)) errors.push({ propertyName: at('invoiceNumber'), key: 'validation.required' });
    else if (!blank(number) && row.invoiceNumber !== number) errors.push({ propertyName: at('invoiceNumber'), key: 'invoices.correction.oneInvoice' });
    if (!anyId) {
      if (blank(row.name)) errors.push({ propertyName: at('name'), key: 'validation.required' });
      else if (!blank(name) && row.name !== name) errors.push({ propertyName: at('name'), key: 'invoices.correction.oneInvoice' });
    }
    for (const field of moneyFields) {
      const amount = row[field];
      if (amount !== null && Math.abs(amount) > largestAmount) errors.push({ propertyName: at(field), key: 'validation.tooBig.number', params: { maximum: largestAmount } });
    }
    if (row.id != null) {
      if (seenIds.has(row.id)) errors.push({ propertyName: at('id'), key: 'invoices.correction.duplicateLine', params: { id: String(row.id) } });
      seenIds.add(row.id);
    }
  });
  return errors;
}
