import type { InvoiceLineDraft } from './invoice-line-draft.ts';

/**
 * The schedule row a draft will match, as far as its own fields decide it (DOMAIN §11, `lineMatchJoins`):
 * the lessor's tax id, the contract and schedule numbers, and the month of periodInvoiced, else of
 * paymentDate. Drafts with one key match one row or none; drafts with different keys never share a row.
 */
function rowKey(line: InvoiceLineDraft): string | null {
  const month = (line.periodInvoiced ?? line.paymentDate)?.slice(0, 7);
  if (!line.taxId || line.agreementNumber === null || line.scheduleNumber === null || !month) return null;
  return JSON.stringify([line.taxId, line.agreementNumber, line.scheduleNumber, month]);
}

/** settleRowCarriers' order within a row: the largest net (none last), the lowest sequence, the first stored. */
function ranksBefore(x: InvoiceLineDraft, xIndex: number, y: InvoiceLineDraft, yIndex: number): boolean {
  const xNet = x.positionNetAmountPln;
  const yNet = y.positionNetAmountPln;
  if (xNet !== yNet) {
    if (xNet === null) return false;
    if (yNet === null) return true;
    return xNet > yNet;
  }
  if (x.sequence !== y.sequence) return x.sequence < y.sequence;
  return xIndex < yIndex;
}

/**
 * Which of the drafts of one import will carry their schedule row's interest and principal (DOMAIN §11),
 * decided before they are stored, so that each line is written once with its final figures: updating fresh
 * lines costs their foreign-key checks again (PostgreSQL rechecks rows inserted by the same transaction),
 * seconds for a report of thousands of lines of one row. The rule is settleRowCarriers', over the drafts
 * in the order they are inserted (their ids ascend in it); settleRowCarriers runs after the insert all the
 * same, and writes nothing when the report held no lines before.
 */
export function importCarrierFlags(lines: readonly InvoiceLineDraft[]): boolean[] {
  const best = new Map<string, number>();
  lines.forEach((line, index) => {
    const key = rowKey(line);
    if (key === null) return;
    const current = best.get(key);
    if (current === undefined || ranksBefore(line, index, lines[current] as InvoiceLineDraft, current)) best.set(key, index);
  });
  const carriers = new Set(best.values());
  return lines.map((_, index) => carriers.has(index));
}
