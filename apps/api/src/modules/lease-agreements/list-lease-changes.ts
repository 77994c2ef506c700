import { and, desc, eq } from 'drizzle-orm';
import type { LeaseChangeDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { leaseChanges, users } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { findAgreementRow, type AgreementCaller } from './agreement-record.ts';
import { storedChangeDto } from './lease-change-dto.ts';

/** GET /api/leaseagreements/{id}/changes: a live agreement's lease changes with their figures, newest first (none under CSI). */
export function listLeaseChanges(ctx: AppContext, caller: AgreementCaller, id: number): Promise<LeaseChangeDto[]> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    await findAgreementRow(tx, tenantId, id);
    const rows = await tx
      .select({ change: leaseChanges, createdBy: users.email })
      .from(leaseChanges)
      .innerJoin(users, eq(users.id, leaseChanges.createdBy))
      .where(and(eq(leaseChanges.tenantId, tenantId), eq(leaseChanges.leaseAgreementId, id)))
      .orderBy(desc(leaseChanges.version));
    return rows.map(({ change, createdBy }) => storedChangeDto(change, createdBy));
  });
}
