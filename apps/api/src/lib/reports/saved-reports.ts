import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { savedReports, type SavedReportKind } from '../../db/schema.ts';
import { downloaderTenantName } from '../auth/download-member.ts';
import { issueDownloadToken, readDownloadToken, type DownloadClaims } from '../auth/download-tokens.ts';
import { AppError } from '../errors.ts';

/**
 * Stored report runs (saved_reports), shared by the reports and the accounting modules: a run is stored
 * with its request as parsed, who ran it and when, and its Excel is opened by a download token bound to
 * that one run (DESIGN §3).
 */

/** Who runs a report: the token's user and tenant, and the stamp its download token carries. */
export type ReportCaller = { userId: number; tenantId: number; stamp: string };

/** Another tenant's report, a token for another report or kind, an expired or revoked token: always the same 404. */
export const reportNotFound = () => new AppError('notFound', { key: 'reports.notFound' });

/**
 * Stores a run in the caller's transaction and issues the download token of its Excel: bound to the user,
 * stamp, tenant, this kind and this report id, with the agreement downloads' lifetime. `agreementIds`: the
 * agreements the run answered, when its Excel must show exactly those (the lease and settlements reports).
 */
export async function saveReportRun(
  ctx: AppContext,
  tx: Tx,
  caller: ReportCaller,
  run: { kind: SavedReportKind; filter: unknown; agreementIds?: readonly number[] },
): Promise<{ reportId: number; token: string }> {
  const now = ctx.clock();
  const [row] = await tx
    .insert(savedReports)
    .values({ tenantId: caller.tenantId, kind: run.kind, filter: run.filter, agreementIds: run.agreementIds ? [...run.agreementIds] : null, createdBy: caller.userId, createDate: now })
    .returning({ id: savedReports.id });
  if (!row) throw new Error('saved_reports insert returned no row');
  const claims: DownloadClaims = { userId: caller.userId, stamp: caller.stamp, tenantId: caller.tenantId, kind: run.kind, resourceId: row.id };
  return { reportId: row.id, token: await issueDownloadToken(ctx.tokenKey, claims, ctx.config.security.downloadTokenTtlSeconds, now) };
}

/** The claims of a download token for this kind of report and this id; anything else is the 404. */
export async function reportTokenClaims(ctx: AppContext, kind: SavedReportKind, id: number, token: string): Promise<DownloadClaims> {
  const claims = await readDownloadToken(ctx.tokenKey, token, ctx.clock());
  if (!claims || claims.kind !== kind || claims.resourceId !== id) throw reportNotFound();
  return claims;
}

export type OpenedReport = { tenantName: string; filter: unknown; createDate: Date };

/**
 * The stored run a download token opens, read in the token's tenant (the caller's `withTenant`): its user
 * still a live, unlocked member of that live tenant with the same security stamp, and the report of that
 * tenant, of that kind and that id. Anything else is the same 404.
 */
export async function openSavedReport(tx: Tx, claims: DownloadClaims, kind: SavedReportKind, id: number, now: Date): Promise<OpenedReport> {
  const tenantName = await downloaderTenantName(tx, claims, now);
  if (tenantName === null) throw reportNotFound();
  const [report] = await tx
    .select({ filter: savedReports.filter, createDate: savedReports.createDate })
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.tenantId, claims.tenantId), eq(savedReports.kind, kind)));
  if (!report) throw reportNotFound();
  return { tenantName, filter: report.filter, createDate: report.createDate };
}
