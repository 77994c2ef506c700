import type { LeaseAgreementDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/leaseagreements/{id}: the agreement with its depreciation periods. */
export function getAgreement(id: number, signal?: AbortSignal): Promise<LeaseAgreementDto> {
  return api.get<LeaseAgreementDto>(`/api/leaseagreements/${encodeURIComponent(id)}`, { signal, expectedStatuses: [404] });
}
