import type { LeaseChangeDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/leaseagreements/{id}/changes (DOMAIN §14): the agreement's changes with their figures, newest first.
 * A 404 (the agreement is gone) is the summary page's to say, not a toast.
 */
export function getLeaseChanges(leaseAgreementId: number, signal?: AbortSignal): Promise<LeaseChangeDto[]> {
  return api.get<LeaseChangeDto[]>(`/api/leaseagreements/${encodeURIComponent(leaseAgreementId)}/changes`, { signal, expectedStatuses: [404] });
}
