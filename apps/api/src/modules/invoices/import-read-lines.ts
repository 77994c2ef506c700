import type { FieldMessage, InvoiceImportResult, InvoiceSource, MessageParams } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { importInvoiceReport, type ImportCaller } from './import-invoice-report.ts';
import type { InvoiceLinesRead } from './invoice-line-draft.ts';
import { isReportNameTaken } from './report-name-taken.ts';

const withoutNul = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/**
 * A source's errors as the envelope can carry them: a file's own text echoed in an error (an unknown column's
 * name, a file name) may hold NUL, which no answer may contain (wireString), so it is shown as U+FFFD.
 */
function answerable(errors: readonly FieldMessage[]): FieldMessage[] {
  return errors.map(({ propertyName, key, params }) => ({
    propertyName: withoutNul(propertyName),
    key,
    ...(params === undefined
      ? {}
      : { params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? withoutNul(value) : value])) as MessageParams }),
  }));
}

/**
 * What an import route does with a source's answer: a file with errors stores nothing and answers every
 * error at once (with the name's, when it is taken too); a good one is imported.
 */
export async function importReadLines(ctx: AppContext, caller: ImportCaller, name: string, source: InvoiceSource, read: InvoiceLinesRead): Promise<InvoiceImportResult> {
  if (read.ok) return importInvoiceReport(ctx, caller, { name, source, lines: read.lines });
  const taken = await withTenant(ctx.db, caller.tenantId, (tx) => isReportNameTaken(tx, caller.tenantId, name));
  throw fieldFailures([...(taken ? [{ propertyName: 'name', key: 'invoices.name.taken' as const, params: { name } }] : []), ...answerable(read.errors)]);
}
