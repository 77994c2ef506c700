import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailure } from '../../lib/errors.ts';

export type ReportRange = { startDate: string; endDate: string };
export type ReportEntry = { name: string; invoiceDate: string | null };

/** End before start is the caller's mistake, named on endDate. */
export function checkReportRange(range: ReportRange): void {
  if (range.endDate < range.startDate) throw fieldFailure('endDate', 'validation.tooSmall.date', { minimum: { date: range.startDate } });
}

/**
 * The tenant's live reports created from startDate to endDate, both whole days in Warsaw (the users' day,
 * whatever the server's zone), newest first; each with the earliest invoice date of its lines (null when no
 * line has one). The day bounds become instants in SQL, so the (tenant, create_date) index serves the range.
 */
export async function listInvoiceReports(ctx: AppContext, tenantId: number, range: ReportRange): Promise<ReportEntry[]> {
  checkReportRange(range);
  return withTenant(ctx.db, tenantId, (tx) =>
    rawRows<ReportEntry>(
      tx,
      sql`select r.name, to_char(min(l.invoice_date), 'YYYY-MM-DD') as "invoiceDate"
        from invoice_reports r
        left join invoice_lines l on l.tenant_id = r.tenant_id and l.invoice_report_id = r.id
        where r.tenant_id = ${tenantId} and not r.is_deleted
          and r.create_date >= (${range.startDate}::date)::timestamp at time zone 'Europe/Warsaw'
          and r.create_date < (${range.endDate}::date + 1)::timestamp at time zone 'Europe/Warsaw'
        group by r.id
        order by r.create_date desc, r.id desc`,
    ),
  );
}

/** GET /api/reports/names/{startDate}/{endDate}: the names of the same reports, in the same order. */
export async function listInvoiceReportNames(ctx: AppContext, tenantId: number, range: ReportRange): Promise<{ name: string }[]> {
  return (await listInvoiceReports(ctx, tenantId, range)).map(({ name }) => ({ name }));
}
