import { and, eq } from 'drizzle-orm';
import { readableInvoiceFields, type FieldReadings, type InvoiceLine } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { invoiceLines } from '../../db/schema.ts';

/**
 * A PDF line's readings once a correction is stored: a field the correction changed is the person's
 * own now, `corrected`, whatever the reader had made of it; the rest keep their reading. Compared as GET answers
 * the line before and after, so a value sent back as it was (or normalised to it: a NIP's dashes, a gross that
 * still equals net + VAT) changes nothing. Null when no reading changes.
 */
export function readingsAfterCorrection(before: InvoiceLine, after: InvoiceLine): FieldReadings | null {
  const readings = before.fieldReadings;
  if (!readings) return null;
  const next: FieldReadings = { ...readings };
  let changed = false;
  for (const field of readableInvoiceFields) {
    const reading = readings[field];
    if (!reading || reading.state === 'corrected' || before[field] === after[field]) continue;
    next[field] = { state: 'corrected' };
    changed = true;
  }
  return changed ? next : null;
}

/**
 * Marks the fields a correction changed as corrected, in the correction's transaction; answers the corrected lines
 * with their readings as now stored.
 */
export async function markCorrectedReadings(tx: Tx, tenantId: number, before: readonly InvoiceLine[], after: InvoiceLine[]): Promise<InvoiceLine[]> {
  const was = new Map(before.map((line) => [line.id, line]));
  const answered: InvoiceLine[] = [];
  for (const line of after) {
    const stored = was.get(line.id);
    const readings = stored ? readingsAfterCorrection(stored, line) : null;
    if (readings === null) {
      answered.push(line);
      continue;
    }
    await tx.update(invoiceLines).set({ fieldReadings: readings }).where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.id, line.id)));
    answered.push({ ...line, fieldReadings: readings });
  }
  return answered;
}
