import type { ExternalFiguresImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../db/scope.ts';
import { recordAuditMany } from '../../lib/audit/record-audit.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { agreementLabel } from '../lease-agreements/index.ts';
import type { ExternalFiguresFile, NamedAgreementFigures } from './agreement-numbers.ts';
import { findNamedAgreements, type NamedAgreement } from './find-named-agreements.ts';

export type ImportCaller = { userId: number; tenantId: number };

/** An agreement of the tenant the file named, with its figures from the file. */
export type ResolvedAgreementFigures<R> = { agreement: NamedAgreement; figures: NamedAgreementFigures<R> };

/** Who stores what, and when: the stamp of every row of one import. */
export type ImportStamp = { tenantId: number; userId: number; importDate: Date };

/** Replaces the named agreements' earlier import of this kind with the file's figures. */
export type StoreExternalFigures<R> = (tx: Tx, stamp: ImportStamp, resolved: readonly ResolvedAgreementFigures<R>[]) => Promise<void>;

/**
 * The import of a file of another system's figures (schedules or calculations), all or nothing in one transaction:
 * every agreement the file names must be a live one of the tenant (an unknown one is an error on the first row naming
 * it, `row N: contractNumber`, with the file's own errors, every one at once, in row order); then each named
 * agreement's earlier import is replaced by the file's rows. A dry run answers the same and stores nothing.
 */
export function importExternalFigures<R>(
  ctx: AppContext,
  caller: ImportCaller,
  file: ExternalFiguresFile<R>,
  options: { dryRun: boolean },
  store: StoreExternalFigures<R>,
  countName: 'externalScheduleRows' | 'externalCalculations',
): Promise<ExternalFiguresImportResult> {
  const { tenantId, userId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const writing = !options.dryRun && !file.errors.any;
    const found = await findNamedAgreements(tx, tenantId, file.agreements.map((figures) => figures.numbers), { lock: writing });
    const resolved: ResolvedAgreementFigures<R>[] = [];
    file.agreements.forEach((figures, position) => {
      const agreement = found.get(position);
      if (agreement) resolved.push({ agreement, figures });
      else {
        const { contractorTaxId, contractNumber, scheduleNumber } = figures.numbers;
        file.errors.add(figures.firstRow, 'contractNumber', 'reconciliation.agreement.notFound', { taxId: contractorTaxId, contractNumber, scheduleNumber });
      }
    });
    if (file.errors.any) throw fieldFailures(file.errors.inRowOrder());
    if (!options.dryRun) {
      await store(tx, { tenantId, userId, importDate: ctx.clock() }, resolved);
      // Each agreement's history says that another system's figures now stand beside its own, and how many.
      await recordAuditMany(
        tx,
        resolved.map(({ agreement, figures }) => ({
          action: 'import',
          entity: 'agreement',
          entityId: agreement.leaseAgreementId,
          label: agreementLabel(agreement),
          counts: { [countName]: figures.records.length },
        })),
      );
    }
    return {
      dryRun: options.dryRun,
      agreements: resolved.map(({ agreement, figures }) => ({ ...agreement, rows: figures.records.length })),
    };
  });
}
