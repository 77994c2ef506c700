import type { ImpairmentProcedure } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { impairmentAgreement } from './impairment-agreement.ts';
import { readProcedure } from './read-procedure.ts';

/** GET /api/leaseagreements/{id}/impairmentprocedure[?accountingYearEnd]. */
export function getImpairmentProcedure(ctx: AppContext, tenantId: number, leaseAgreementId: number, accountingYearEnd?: string): Promise<ImpairmentProcedure> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    await impairmentAgreement(tx, tenantId, leaseAgreementId);
    return readProcedure(tx, tenantId, leaseAgreementId, accountingYearEnd);
  });
}
