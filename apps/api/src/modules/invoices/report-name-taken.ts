import { and, eq, not } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { invoiceReports } from '../../db/schema.ts';
import { fieldFailure, type AppError } from '../../lib/errors.ts';

/** The partial unique index on (tenant_id, name) of live reports (migration 0008). */
export const liveReportNameKey = 'invoice_reports_tenant_name_live_key';

/** The refusal of a name a live report of the tenant holds. */
export const reportNameTaken = (name: string): AppError => fieldFailure('name', 'invoices.name.taken', { name });

/** True when a live report of the tenant has that name (another tenant's, or a deleted one, do not count). */
export async function isReportNameTaken(tx: Tx, tenantId: number, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoiceReports.id })
    .from(invoiceReports)
    .where(and(eq(invoiceReports.tenantId, tenantId), eq(invoiceReports.name, name), not(invoiceReports.isDeleted)))
    .limit(1);
  return row !== undefined;
}

/** A write that lost the race for a live name (the check passed, then another report took it first). */
export const isLiveNameViolation = (error: unknown): boolean => isUniqueViolation(error, liveReportNameKey);
