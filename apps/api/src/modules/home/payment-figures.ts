import { and, count, eq, gt, lte, not, sql } from 'drizzle-orm';
import type { PaymentFigures } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { leaseAgreements, leaseAmortizations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { todayOf } from './today.ts';

/** Days ahead the settlements card looks. */
export const paymentsWindowDays = 30;

/** `date` plus `days` calendar days, as YYYY-MM-DD. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The settlements card: Σ paymentAmount of the live agreements' schedule rows with paymentDate in (today, today + 30 days]. */
export async function paymentFigures(ctx: AppContext, tenantId: number): Promise<PaymentFigures> {
  const today = todayOf(ctx);
  const until = addDays(today, paymentsWindowDays);
  const [row] = await withTenant(ctx.db, tenantId, (tx) =>
    tx
      .select({ paymentsDue: sql<string>`coalesce(sum(${leaseAmortizations.paymentAmount}), 0)`, payments: count() })
      .from(leaseAmortizations)
      .innerJoin(leaseAgreements, and(eq(leaseAgreements.tenantId, leaseAmortizations.tenantId), eq(leaseAgreements.id, leaseAmortizations.leaseAgreementId)))
      .where(
        and(
          eq(leaseAmortizations.tenantId, tenantId),
          not(leaseAgreements.isDeleted),
          gt(leaseAmortizations.paymentDate, today),
          lte(leaseAmortizations.paymentDate, until),
          gt(leaseAmortizations.paymentAmount, '0'),
        ),
      ),
  );
  return { asOf: today, until, paymentsDue: Number(row?.paymentsDue ?? 0), payments: row?.payments ?? 0 };
}
