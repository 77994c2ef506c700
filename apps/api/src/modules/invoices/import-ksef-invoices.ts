import type { FieldMessage, InvoiceImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { findHeldInvoices, lockTenantInvoiceImports } from './held-invoices.ts';
import type { ImportCaller } from './import-invoice-report.ts';
import { importInvoiceReport } from './import-invoice-report.ts';
import { refuseUnreadFiles } from './import-read-lines.ts';
import { fileError } from './sources/ksef/ksef-problem.ts';
import type { KsefFilesRead } from './sources/ksef/read-ksef-files.ts';

export type KsefImport = InvoiceImportResult & { skipped: FieldMessage[] };

/**
 * POST /api/invoices/ksef (FORMATS §3): the invoices read from the files, less those another live report of the
 * tenant already holds. Without `skipUnreadable` any refused file (unreadable, or held elsewhere) stores nothing;
 * with it the others are imported and the refused ones answered in `skipped`, each naming its file. The check
 * runs in the import's transaction under the tenant's import lock, so two uploads of one invoice cannot both pass.
 */
export async function importKsefInvoices(ctx: AppContext, caller: ImportCaller, name: string, read: KsefFilesRead, skipUnreadable: boolean): Promise<KsefImport> {
  if (!read.ok) return refuseUnreadFiles(ctx, caller, name, read.errors);
  const skipped = [...read.skipped];
  const result = await importInvoiceReport(ctx, caller, {
    name,
    source: 'ksef',
    lines: read.invoices.flatMap((invoice) => invoice.lines),
    screen: async (tx) => {
      await lockTenantInvoiceImports(tx, caller.tenantId);
      const held = await findHeldInvoices(tx, caller.tenantId, read.invoices);
      const refusals = held.map(({ index, reportName }) => {
        const invoice = read.invoices[index];
        return fileError(invoice?.fileLabel ?? '', { key: 'ksef.alreadyImported', params: { invoiceNumber: invoice?.invoiceNumber ?? '', report: reportName } });
      });
      // Nothing left to import is a refusal too: the user reads why, not that the upload was empty.
      if (refusals.length > 0 && (!skipUnreadable || held.length === read.invoices.length)) throw fieldFailures([...read.skipped, ...refusals]);
      skipped.push(...refusals);
      const heldIndexes = new Set(held.map(({ index }) => index));
      return read.invoices.filter((_, index) => !heldIndexes.has(index)).flatMap((invoice) => invoice.lines);
    },
  });
  return { ...result, skipped };
}
