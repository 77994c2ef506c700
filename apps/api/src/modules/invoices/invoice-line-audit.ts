import type { AuditChange, InvoiceLine } from '@leasedesk/contract';
import { changesBetween } from '../../lib/audit/audit-changes.ts';

/** What the trail records of a corrected line (wire names): the fields a correction writes, never the match it causes. */
export const invoiceLineAuditFields = [
  'contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'invoiceNumber', 'positionDescription',
  'positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln',
  'positionNetAmountCurrency', 'positionVatAmountCurrency', 'positionGrossAmountCurrency',
  'invoiceNetAmountPln', 'invoiceGrossAmountPln', 'invoiceNetAmountCurrency', 'invoiceGrossAmountCurrency',
  'vatRate', 'currency', 'exchangeRate', 'invoiceDate', 'paymentDate', 'incomeDate', 'periodInvoiced', 'factoringContractNumber',
] as const satisfies readonly (keyof InvoiceLine)[];

export type CorrectionChanges = { changes: AuditChange[]; linesChanged: number };

/** Each distinct change once, in first-seen order. */
function distinct(changes: readonly AuditChange[]): AuditChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = JSON.stringify([change.field, change.before, change.after]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a correction changed, read from the invoice's lines before and after it (as GET answers them): a rewritten
 * line's changed fields, an added line's values (from null), a removed line's (to null). A change several lines
 * share (the invoice renumbered, a date moved on every line) is kept once: `linesChanged` says how many lines it
 * touched, and an invoice of a thousand lines renumbered stays one small entry.
 */
export function correctionChanges(before: readonly InvoiceLine[], after: readonly InvoiceLine[]): CorrectionChanges {
  const was = new Map(before.map((line) => [line.id, line]));
  const kept = new Set(after.map((line) => line.id));
  const rewrittenOrAdded = after.map((line) => ({ added: !was.has(line.id), changes: changesBetween(was.get(line.id) ?? null, line, invoiceLineAuditFields) }));
  const removed = before.filter((line) => !kept.has(line.id)).map((line) => changesBetween(line, null, invoiceLineAuditFields));
  const linesChanged = rewrittenOrAdded.filter((line) => line.added || line.changes.length > 0).length + removed.length;
  return { changes: distinct([...rewrittenOrAdded.flatMap((line) => line.changes), ...removed.flat()]), linesChanged };
}
