import { and, asc, eq, inArray } from 'drizzle-orm';
import { accountingEntryRequest } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, type SavedReportKind } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { openSavedReport, reportNotFound, reportTokenClaims } from '../../lib/reports/saved-reports.ts';
import { selectionOf, type AccountingSelection } from './accounting-selection.ts';

/** The saved_reports kinds (and download token kinds) of this module. */
export type AccountingReportKind = Extract<SavedReportKind, 'accountingEntries' | 'disclosure'>;

/** A stored run as its Excel needs it: what was chosen, for whom, when. */
export type StoredRun = {
  tenantId: number;
  tenantName: string;
  selection: AccountingSelection;
  createDate: Date;
  /** Names of the chosen contractors that are the tenant's, in Polish alphabetical order. */
  contractorNames: string[];
};

/**
 * Opens a stored run for its Excel download (no bearer token): the download token must be valid (signature,
 * type, expiry), of this kind and for this report id, of a user who is still a live, unlocked member of the
 * token's tenant with the same security stamp; the report must be that tenant's and of that kind. Anything
 * else is the same 404. `build` runs in the tenant's scope, in the same transaction.
 */
export async function withStoredRun<T>(ctx: AppContext, kind: AccountingReportKind, id: number, token: string, build: (tx: Tx, run: StoredRun) => Promise<T>): Promise<T> {
  const claims = await reportTokenClaims(ctx, kind, id, token);
  const { tenantId } = claims;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await openSavedReport(tx, claims, kind, id, ctx.clock());
    const parsed = accountingEntryRequest.safeParse(report.filter);
    if (!parsed.success) throw reportNotFound();
    const selection = selectionOf(parsed.data);
    const names = await tx
      .select({ name: contractors.name })
      .from(contractors)
      .where(and(eq(contractors.tenantId, tenantId), inArray(contractors.id, selection.contractorIds)))
      .orderBy(asc(contractors.sortKey), asc(contractors.id));
    return build(tx, { tenantId, tenantName: report.tenantName, selection, createDate: report.createDate, contractorNames: names.map((row) => row.name) });
  });
}
