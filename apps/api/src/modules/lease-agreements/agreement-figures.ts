import { and, eq } from 'drizzle-orm';
import type { DepreciationPeriodDto, LeaseAmortizationRow, LeaseCalculationDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { leaseCalculations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { toCalculationDto } from './agreement-rows.ts';
import { findAgreementRow } from './agreement-record.ts';
import { sameFigures, selectDepreciationRows, selectScheduleRows } from './figure-rows.ts';
import { calculateFigures, figureFieldsOf, storeFigures, type FigurePart } from './figures.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit, type AuditRecord } from '../../lib/audit/record-audit.ts';
import { agreementLabel, calculationAuditFields, changedRowCount } from './agreement-audit.ts';
import { currentVersionOf, hasLeaseChanges } from './lease-change-rows.ts';

export async function readCalculation(tx: Tx, tenantId: number, id: number): Promise<LeaseCalculationDto | null> {
  const [row] = await tx.select().from(leaseCalculations).where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, id)));
  return row ? toCalculationDto(row, await currentVersionOf(tx, tenantId, id)) : null;
}

export const readSchedule = selectScheduleRows;
export const readDepreciation = selectDepreciationRows;

/** What the trail says a recompute of one part changed: the figures of the calculation, a count of rows of the others. */
function recomputeAudit(part: FigurePart, computed: object[], stored: object[]): Pick<AuditRecord, 'changes' | 'counts'> {
  if (part === 'calculation') return { changes: changesBetween((stored[0] as LeaseCalculationDto | undefined) ?? null, computed[0] as LeaseCalculationDto, calculationAuditFields) };
  const rows = changedRowCount(computed as { periodNumber: number }[], stored as { periodNumber: number }[]);
  return { counts: part === 'schedule' ? { scheduleRows: rows } : { depreciationRows: rows } };
}

/**
 * The per-agreement POSTs: recompute one part from the stored agreement through lease-math and store
 * it. When the stored rows already hold exactly the computed figures they are kept as they are (same
 * ids, which invoice lines will reference); otherwise they are replaced (delete + insert). Either way
 * one set of rows remains, equal to what lease-math computes now, and the trail has one entry saying what changed
 * (nothing, usually: the save chain recomputes what the save stored a moment before). An agreement with lease
 * changes keeps its stored figures (its current version's) and records nothing.
 */
async function recomputed<T>(tx: Tx, tenantId: number, id: number, part: FigurePart, read: () => Promise<T[]>, computedOf: (figures: ReturnType<typeof calculateFigures>) => object[]): Promise<T[]> {
  const agreement = await findAgreementRow(tx, tenantId, id, { lock: true });
  // After lease changes (DOMAIN §14) the stored rows are a version's, not what the agreement's columns calculate:
  // they are the figures, so nothing is recomputed or rewritten.
  if (await hasLeaseChanges(tx, tenantId, id)) return read();
  const figures = calculateFigures(figureFieldsOf(agreement));
  const stored = await read();
  const computed = computedOf(figures);
  const audit = { action: 'recompute', entity: 'agreement', entityId: id, label: agreementLabel(agreement), ...recomputeAudit(part, computed, stored as object[]) } as const;
  if (sameFigures(computed, stored as object[])) {
    await recordAudit(tx, audit);
    return stored;
  }
  await storeFigures(tx, tenantId, id, figures, [part]);
  await recordAudit(tx, audit);
  return read();
}

/** GET (recompute false) and POST (recompute true) /api/leaseagreements/{id}/leasecalculation. */
export function agreementCalculation(ctx: AppContext, tenantId: number, id: number, options: { recompute: boolean }): Promise<LeaseCalculationDto | null> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const read = async () => {
      const calculation = await readCalculation(tx, tenantId, id);
      return calculation ? [calculation] : [];
    };
    if (!options.recompute) {
      await findAgreementRow(tx, tenantId, id);
      return (await read())[0] ?? null;
    }
    const [calculation] = await recomputed(tx, tenantId, id, 'calculation', read, (figures) => [figures.leaseCalculation]);
    return calculation ?? null;
  });
}

/** GET and POST /api/leaseagreements/{id}/leaseamortizations (and .../leaseamortization). */
export function agreementSchedule(ctx: AppContext, tenantId: number, id: number, options: { recompute: boolean }): Promise<LeaseAmortizationRow[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const read = () => selectScheduleRows(tx, tenantId, id);
    if (!options.recompute) {
      await findAgreementRow(tx, tenantId, id);
      return read();
    }
    return recomputed(tx, tenantId, id, 'schedule', read, (figures) => figures.leaseAmortizations);
  });
}

/** GET /api/leaseagreements/{id}/depreciations and POST .../depreciation (empty under CSI). */
export function agreementDepreciation(ctx: AppContext, tenantId: number, id: number, options: { recompute: boolean }): Promise<DepreciationPeriodDto[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const read = () => selectDepreciationRows(tx, tenantId, id);
    if (!options.recompute) {
      await findAgreementRow(tx, tenantId, id);
      return read();
    }
    return recomputed(tx, tenantId, id, 'depreciation', read, (figures) => figures.depraciations);
  });
}
