import type { LeaseAgreementDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/leaseagreements/{id}: the agreement with its calculation and amortization schedule. */
export function getAgreement(id: number, signal?: AbortSignal): Promise<LeaseAgreementDto> {
  return api.get<LeaseAgreementDto>(`/api/leaseagreements/${encodeURIComponent(id)}`, { signal, expectedStatuses: [404] });
}
