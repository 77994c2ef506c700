import type { Reconciliation } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/leaseagreements/{id}/reconciliation (FORMATS §5): the agreement's figures against another system's
 * imported schedule and calculation. A 404 (the agreement is gone) is the summary page's to say, not a toast.
 */
export function getReconciliation(leaseAgreementId: number, signal?: AbortSignal): Promise<Reconciliation> {
  return api.get<Reconciliation>(`/api/leaseagreements/${encodeURIComponent(leaseAgreementId)}/reconciliation`, { signal, expectedStatuses: [404] });
}
