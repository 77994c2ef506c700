import type { FieldMessage } from '@leasedesk/contract';

/** A line as a send reads it under its lock. */
export type SendableLine = { id: number; reportId: number; invoiceNumber: string | null; exportId: number | null; complete: boolean };

const listName = 'extensiveReportDtos';

/**
 * Why a send may not go, every reason at once (nothing is sent then). `requested`: the body's line ids in
 * order, without repeats; `lines`: the tenant's lines among them, and every other line of the invoices they
 * touch (a report and an invoice number). An id that is no line of the tenant names its place in the list;
 * the rules of an invoice name it by number: some line sent already, unsent lines of it left out (DOMAIN §11:
 * an invoice is sent whole), a chosen line incomplete.
 */
export function sendErrors(requested: readonly number[], lines: readonly SendableLine[]): FieldMessage[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const chosen = new Set(requested);
  const errors: FieldMessage[] = [];
  requested.forEach((id, index) => {
    if (!byId.has(id)) errors.push({ propertyName: `${listName}[${index}].id`, key: 'invoices.send.unknownLine', params: { id: String(id) } });
  });
  const invoices = new Map<string, SendableLine[]>();
  for (const line of lines) {
    const key = `${line.reportId}:${line.invoiceNumber ?? ''}`;
    invoices.set(key, [...(invoices.get(key) ?? []), line]);
  }
  for (const invoiceLines of invoices.values()) {
    const number = invoiceLines[0]?.invoiceNumber ?? '';
    const picked = invoiceLines.filter((line) => chosen.has(line.id));
    const unsentPicked = picked.filter((line) => line.exportId === null);
    if (picked.some((line) => line.exportId !== null)) errors.push({ propertyName: listName, key: 'invoices.send.alreadySent', params: { number } });
    if (invoiceLines.some((line) => line.exportId === null && !chosen.has(line.id))) errors.push({ propertyName: listName, key: 'invoices.send.partial', params: { number } });
    if (unsentPicked.some((line) => !line.complete)) errors.push({ propertyName: listName, key: 'invoices.send.incomplete', params: { number } });
  }
  return errors;
}
