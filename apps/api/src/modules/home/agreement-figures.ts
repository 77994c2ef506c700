import { and, count, eq, lte, not, or, sql } from 'drizzle-orm';
import { AccountingStandard, type AgreementFigures } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { leaseAgreements, leaseAmortizations, leaseCalculations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { todayOf } from './today.ts';

/**
 * The agreements card: how many live agreements, and the balance they stand at today, in one statement.
 * Per agreement (DOMAIN §13), 0 before its start, else its opening balance (L0 under IFRS16, the net
 * investment N under CSI: the calculation's totalPresentValueOfLeasePayments) plus the interest booked by
 * today minus the payments paid by today; summed in numeric, so to the cent.
 */
export async function agreementFigures(ctx: AppContext, tenantId: number): Promise<AgreementFigures> {
  const today = todayOf(ctx);
  const [row] = await withTenant(ctx.db, tenantId, async (tx) => {
    const moved = tx
      .select({
        agreementId: leaseAmortizations.leaseAgreementId,
        interest: sql<string>`sum(${leaseAmortizations.interestAmount}) filter (where ${leaseAmortizations.generalLedgerIncomeDate} <= ${today})`.as('interest'),
        paid: sql<string>`sum(${leaseAmortizations.paymentAmount}) filter (where ${leaseAmortizations.paymentDate} <= ${today})`.as('paid'),
      })
      .from(leaseAmortizations)
      .where(and(eq(leaseAmortizations.tenantId, tenantId), or(lte(leaseAmortizations.generalLedgerIncomeDate, today), lte(leaseAmortizations.paymentDate, today))))
      .groupBy(leaseAmortizations.leaseAgreementId)
      .as('moved');
    const balance = sql`${leaseCalculations.totalPresentValueOfLeasePayments} + coalesce(${moved.interest}, 0) - coalesce(${moved.paid}, 0)`;
    const started = sql`${leaseAgreements.startingDate} <= ${today}`;
    return tx
      .select({
        liveAgreements: count(),
        liability: sql<string>`coalesce(sum(${balance}) filter (where ${started} and ${leaseAgreements.accountingStandard} = ${AccountingStandard.IFRS16}), 0)`,
        netInvestment: sql<string>`coalesce(sum(${balance}) filter (where ${started} and ${leaseAgreements.accountingStandard} = ${AccountingStandard.CSI}), 0)`,
      })
      .from(leaseAgreements)
      .leftJoin(leaseCalculations, and(eq(leaseCalculations.tenantId, leaseAgreements.tenantId), eq(leaseCalculations.leaseAgreementId, leaseAgreements.id)))
      .leftJoin(moved, eq(moved.agreementId, leaseAgreements.id))
      .where(and(eq(leaseAgreements.tenantId, tenantId), not(leaseAgreements.isDeleted)));
  });
  return { asOf: today, liveAgreements: row?.liveAgreements ?? 0, liability: Number(row?.liability ?? 0), netInvestment: Number(row?.netInvestment ?? 0) };
}
