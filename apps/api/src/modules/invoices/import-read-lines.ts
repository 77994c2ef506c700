import type { FieldMessage, InvoiceImportResult, InvoiceSource } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { importInvoiceReport, type ImportCaller } from './import-invoice-report.ts';
import type { InvoiceLinesRead } from './invoice-line-draft.ts';
import { isReportNameTaken } from './report-name-taken.ts';

/**
 * What an import route does with a source's answer: a file with errors stores nothing and answers every
 * error at once (with the name's, when it is taken too); a good one is imported. (An error quoting the file's
 * own text with a NUL in it is answered with U+FFFD: lib/error-handler.ts.)
 */
export async function importReadLines(ctx: AppContext, caller: ImportCaller, name: string, source: InvoiceSource, read: InvoiceLinesRead): Promise<InvoiceImportResult> {
  if (read.ok) return importInvoiceReport(ctx, caller, { name, source, lines: read.lines });
  return refuseUnreadFiles(ctx, caller, name, read.errors);
}

/** Refuses an upload whose files could not be read: every error at once, with the name's when it is taken too. */
export async function refuseUnreadFiles(ctx: AppContext, caller: ImportCaller, name: string, errors: FieldMessage[]): Promise<never> {
  const taken = await withTenant(ctx.db, caller.tenantId, (tx) => isReportNameTaken(tx, caller.tenantId, name));
  throw fieldFailures([...(taken ? [{ propertyName: 'name', key: 'invoices.name.taken' as const, params: { name } }] : []), ...errors]);
}
