import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DataMigration, DataMigrationReport } from '../db/data-migration.ts';
import { leaseAgreements, tenants } from '../db/schema.ts';
import { inScope, withTenant } from '../db/scope.ts';
import { AppError } from '../lib/errors.ts';
import { calculateFigures, figureFieldsOf, findAgreementRow, hasLeaseChanges, reconcileFigures } from '../modules/lease-agreements/index.ts';

/**
 * DOMAIN.md changed three rules (nominal rates per payment period, nothing owed after the last paid
 * row, declining balance over the whole term): every stored agreement, deleted ones included (a
 * restore must show true figures), is recalculated by the corrected core. Rows whose figures did not
 * change keep their ids; changed rows are updated in place. One transaction per agreement, under the
 * agreement's row lock, as the per-agreement POSTs do. An agreement with lease changes is never rewritten.
 */
export const recalculateFigures202611: DataMigration = {
  name: '2026-11-recalculate-figures-domain-1-4-6',
  async run(db: Db): Promise<DataMigrationReport> {
    const tenantIds = await inScope(db, { kind: 'administration' }, (tx) => tx.select({ id: tenants.id }).from(tenants));
    const report: DataMigrationReport = { changed: 0, unchanged: 0, skipped: [] };
    for (const { id: tenantId } of tenantIds) {
      const agreementIds = await withTenant(db, tenantId, (tx) =>
        tx.select({ id: leaseAgreements.id }).from(leaseAgreements).where(eq(leaseAgreements.tenantId, tenantId)),
      );
      for (const { id } of agreementIds) {
        try {
          const rewritten = await withTenant(db, tenantId, async (tx) => {
            const row = await findAgreementRow(tx, tenantId, id, { includeDeleted: true, lock: true });
            // An agreement with lease changes (DOMAIN §14, after this migration) holds a version's figures, not the
            // agreement's columns': a run after them must leave it alone.
            if (await hasLeaseChanges(tx, tenantId, id)) return 0;
            const counts = await reconcileFigures(tx, tenantId, id, calculateFigures(figureFieldsOf(row)));
            return counts.calculation + counts.schedule + counts.depreciation;
          });
          if (rewritten > 0) report.changed += 1;
          else report.unchanged += 1;
        } catch (error) {
          // An agreement the corrected core refuses keeps its figures; the report names it.
          if (!(error instanceof AppError)) throw error;
          report.skipped.push({ tenantId, leaseAgreementId: id, reason: error.message });
        }
      }
    }
    return report;
  },
};
