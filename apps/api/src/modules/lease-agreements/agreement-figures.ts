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

export async function readCalculation(tx: Tx, tenantId: number, id: number): Promise<LeaseCalculationDto | null> {
  const [row] = await tx.select().from(leaseCalculations).where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, id)));
  return row ? toCalculationDto(row) : null;
}

export const readSchedule = selectScheduleRows;
export const readDepreciation = selectDepreciationRows;

/**
 * The per-agreement POSTs: recompute one part from the stored agreement through lease-math and store
 * it. When the stored rows already hold exactly the computed figures they are kept as they are (same
 * ids, which invoice lines will reference); otherwise they are replaced (delete + insert). Either way
 * one set of rows remains, equal to what lease-math computes now.
 */
async function recomputed<T>(tx: Tx, tenantId: number, id: number, part: FigurePart, read: () => Promise<T[]>, computedOf: (figures: ReturnType<typeof calculateFigures>) => object[]): Promise<T[]> {
  const figures = calculateFigures(figureFieldsOf(await findAgreementRow(tx, tenantId, id, { lock: true })));
  const stored = await read();
  if (sameFigures(computedOf(figures), stored as object[])) return stored;
  await storeFigures(tx, tenantId, id, figures, [part]);
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
