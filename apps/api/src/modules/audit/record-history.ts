import { and, eq, inArray, not } from 'drizzle-orm';
import type { AuditEntity, AuditEntryDto, PagedResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { auditEntries, contractors, invoiceReports, leaseAgreements } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import type { Paging } from '../../lib/paging.ts';
import { changedSomething } from './changed-something.ts';
import { pageOfEntries } from './page-of-entries.ts';

/** Which page, and whether recomputes that changed nothing are left out. */
export type HistoryOptions = { paging: Paging; changedOnly: boolean };

/** Finds the record of the tenant the history is asked for (its id), or answers the record's own 404. */
type RecordOfTenant = (tx: Tx, tenantId: number, key: string | number) => Promise<number | null>;

/**
 * The entries of one record of the tenant, newest first. A deleted agreement or contractor keeps its history (an
 * auditor asks about those too); another tenant's record, or none, is the same 404 as its GET.
 */
async function historyOf(ctx: AppContext, tenantId: number, find: RecordOfTenant, missing: () => Error, entities: readonly AuditEntity[], key: string | number, options: HistoryOptions): Promise<PagedResult<AuditEntryDto>> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const id = await find(tx, tenantId, key);
    if (id === null) throw missing();
    const where = and(
      eq(auditEntries.tenantId, tenantId),
      inArray(auditEntries.entity, [...entities]),
      eq(auditEntries.entityId, String(id)),
      options.changedOnly ? changedSomething : undefined,
    );
    return pageOfEntries(tx, where, options.paging);
  });
}

const agreementOfTenant: RecordOfTenant = async (tx, tenantId, id) => {
  const [row] = await tx.select({ id: leaseAgreements.id }).from(leaseAgreements).where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.id, Number(id))));
  return row?.id ?? null;
};

const contractorOfTenant: RecordOfTenant = async (tx, tenantId, id) => {
  const [row] = await tx.select({ id: contractors.id }).from(contractors).where(and(eq(contractors.tenantId, tenantId), eq(contractors.id, Number(id))));
  return row?.id ?? null;
};

/** Reports are addressed by name (SPEC §7), which only a live report holds. */
const liveReportOfTenant: RecordOfTenant = async (tx, tenantId, name) => {
  const [row] = await tx
    .select({ id: invoiceReports.id })
    .from(invoiceReports)
    .where(and(eq(invoiceReports.tenantId, tenantId), eq(invoiceReports.name, String(name)), not(invoiceReports.isDeleted)));
  return row?.id ?? null;
};

/** GET /api/leaseagreements/{id}/history: the agreement's entries and its impairment answers'. */
export const agreementHistory = (ctx: AppContext, tenantId: number, id: number, options: HistoryOptions) =>
  historyOf(ctx, tenantId, agreementOfTenant, () => notFound('leaseAgreement'), ['agreement', 'impairmentProcedure'], id, options);

/** GET /api/contractors/{id}/history. */
export const contractorHistory = (ctx: AppContext, tenantId: number, id: number, options: HistoryOptions) =>
  historyOf(ctx, tenantId, contractorOfTenant, () => notFound('contractor'), ['contractor'], id, options);

/** GET /api/invoicereports/{name}/history: imports, corrections, sends, deletes of the live report of that name. */
export const invoiceReportHistory = (ctx: AppContext, tenantId: number, name: string, options: HistoryOptions) =>
  historyOf(ctx, tenantId, liveReportOfTenant, () => notFound('invoiceReport'), ['invoiceReport', 'invoiceLine'], name, options);
