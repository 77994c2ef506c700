import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceLine } from '@leasedesk/contract';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { invoiceExports } from '../../../db/schema.ts';
import { withTenant } from '../../../db/scope.ts';
import { downloaderTenantName } from '../../../lib/auth/download-member.ts';
import { readDownloadToken } from '../../../lib/auth/download-tokens.ts';
import { notFound } from '../../../lib/errors.ts';
import { selectInvoiceLines } from '../invoice-line-rows.ts';

/** One send as its files show it: whose it is, when it went and its lines in invoice and line order. */
export type SentExport = { id: number; tenantId: number; tenantName: string; sentAt: Date; lines: InvoiceLine[] };

/**
 * The export a download token opens (FORMATS §6), for every file of a send (the workbook, the Optima XML).
 * The token must be valid, of kind invoiceExport and for this export, and its user still a live, unlocked
 * member of its tenant with the same security stamp; the export must be that tenant's. Anything else is
 * the same 404, so a path never tells whether an export exists. The lines never change once sent: the
 * same token downloads the same files again while it lives.
 */
export async function readSentExport(ctx: AppContext, id: number, token: string): Promise<SentExport> {
  const now = ctx.clock();
  const claims = await readDownloadToken(ctx.tokenKey, token, now);
  if (!claims || claims.kind !== 'invoiceExport' || claims.resourceId !== id) throw notFound('invoiceExport');
  return withTenant(ctx.db, claims.tenantId, async (tx) => {
    const tenantName = await downloaderTenantName(tx, claims, now);
    if (tenantName === null) throw notFound('invoiceExport');
    const sent = await sentExportOfTenant(tx, claims.tenantId, tenantName, id);
    if (!sent) throw notFound('invoiceExport');
    return sent;
  });
}

/**
 * The export `id` of `tenantId` with its lines, read in that tenant's scope by a caller who has already vouched
 * for the tenant (a download token above, the tenant's own token for the hand-off by e-mail); null when the tenant
 * has no such export.
 */
export async function sentExportOfTenant(tx: Tx, tenantId: number, tenantName: string, id: number): Promise<SentExport | null> {
  const [sent] = await tx
    .select({ createDate: invoiceExports.createDate })
    .from(invoiceExports)
    .where(and(eq(invoiceExports.tenantId, tenantId), eq(invoiceExports.id, id)));
  if (!sent) return null;
  const lines = await selectInvoiceLines(tx, tenantId, sql`l.invoice_export_id = ${id}`);
  return { id, tenantId, tenantName, sentAt: sent.createDate, lines };
}
