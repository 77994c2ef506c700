import type { SensitivityRequest, SensitivityResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { figureFieldsOf, findAgreementRow } from '../lease-agreements/index.ts';
import { sensitivityOf } from './sensitivity-outcome.ts';

/**
 * POST /api/sensitivityanalisys: DOMAIN §8 for one live agreement of the tenant, as it is stored (another
 * tenant's or a deleted one is the agreement's 404). Under CSI the tenant's rate is the implicit rate and the
 * value is N, as lease-math reads the agreement.
 */
export function analyseAgreement(ctx: AppContext, tenantId: number, request: SensitivityRequest): Promise<SensitivityResult> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const row = await findAgreementRow(tx, tenantId, request.leaseAgreementId);
    return sensitivityOf(figureFieldsOf(row), request.auditorRate);
  });
}
