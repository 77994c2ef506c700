import type { InvoiceLine } from '@leasedesk/contract';

/** The invoice a line belongs to within its report (DOMAIN §11: an invoice is all lines of one invoice number). */
const invoiceKey = (line: Pick<InvoiceLine, 'name' | 'invoiceNumber'>) => `${line.name}\u0000${line.invoiceNumber ?? ''}`;

/**
 * The number of the first invoice the selection holds only in part (some of its loaded lines selected,
 * others not), or null when every invoice touched is selected whole. An invoice is sent whole or not at all.
 */
export function partlySelectedInvoice(selected: readonly InvoiceLine[], loaded: readonly InvoiceLine[]): string | null {
  const chosen = new Set(selected.map((line) => line.id));
  const touched = new Set(selected.map(invoiceKey));
  for (const line of loaded) {
    if (touched.has(invoiceKey(line)) && !chosen.has(line.id)) return line.invoiceNumber ?? '';
  }
  return null;
}

/** Every loaded line of the invoices the given lines belong to (selecting one position selects its invoice). */
export function wholeInvoicesOf<Line extends InvoiceLine>(lines: readonly InvoiceLine[], loaded: readonly Line[]): Line[] {
  const touched = new Set(lines.map(invoiceKey));
  return loaded.filter((line) => touched.has(invoiceKey(line)));
}
