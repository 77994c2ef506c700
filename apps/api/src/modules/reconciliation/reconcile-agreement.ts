import { and, asc, eq } from 'drizzle-orm';
import type { Reconciliation } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { externalAmortizations, externalCalculations, leaseAmortizations, leaseCalculations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { findAgreementRow } from '../lease-agreements/index.ts';
import { compareCalculations, type CalculationFigures } from './compare-calculations.ts';
import { compareSchedules, type SchedulePeriod } from './compare-schedules.ts';

type ScheduleTable = typeof leaseAmortizations | typeof externalAmortizations;
type CalculationTable = typeof leaseCalculations | typeof externalCalculations;

/** One side's schedule of the agreement, by period. */
function readSchedule(tx: Tx, table: ScheduleTable, tenantId: number, leaseAgreementId: number): Promise<SchedulePeriod[]> {
  return tx
    .select({
      periodNumber: table.periodNumber,
      paymentDate: table.paymentDate,
      paymentAmount: table.paymentAmount,
      interestAmount: table.interestAmount,
      principalAmount: table.principalAmount,
      closingBalance: table.closingBalance,
      openingBalance: table.openingBalance,
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.leaseAgreementId, leaseAgreementId)))
    .orderBy(asc(table.periodNumber));
}

/** One side's calculation of the agreement, null when there is none. */
async function readCalculation(tx: Tx, table: CalculationTable, tenantId: number, leaseAgreementId: number): Promise<CalculationFigures | null> {
  const [row] = await tx
    .select({
      implicitRate: table.implicitRate,
      presentValueOfRent: table.presentValueOfRent,
      totalPresentValueOfLeasePayments: table.totalPresentValueOfLeasePayments,
      costOfEquipment: table.costOfEquipment,
      ninetyPercenatageTest: table.ninetyPercenatageTest,
      interimRate: table.interimRate,
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.leaseAgreementId, leaseAgreementId)));
  return row ?? null;
}

/**
 * GET /api/leaseagreements/{id}/reconciliation: another system's imported figures against the agreement's stored ones
 * (FORMATS §5). A live agreement of the tenant only: a deleted one, a missing one and another tenant's are the same 404.
 * Each kind is compared only when it was imported (without an imported schedule, our periods are not "missing");
 * calculation figures come first, then the schedule by period. Every compared figure exists under both standards
 * (DOMAIN §5 defines each for CSI and IFRS16), so theirs is compared with ours as stored under the agreement's own
 * standard and nothing is skipped.
 */
export function reconcileAgreement(ctx: AppContext, tenantId: number, leaseAgreementId: number): Promise<Reconciliation> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    await findAgreementRow(tx, tenantId, leaseAgreementId);
    const theirSchedule = await readSchedule(tx, externalAmortizations, tenantId, leaseAgreementId);
    const theirCalculation = await readCalculation(tx, externalCalculations, tenantId, leaseAgreementId);
    const hasSchedule = theirSchedule.length > 0;
    const hasCalculation = theirCalculation !== null;
    const differences = [
      ...(theirCalculation ? compareCalculations(await readCalculation(tx, leaseCalculations, tenantId, leaseAgreementId), theirCalculation) : []),
      ...(hasSchedule ? compareSchedules(await readSchedule(tx, leaseAmortizations, tenantId, leaseAgreementId), theirSchedule) : []),
    ];
    return { hasSchedule, hasCalculation, matches: (hasSchedule || hasCalculation) && differences.length === 0, differences };
  });
}
