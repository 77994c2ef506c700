import type { LeaseAgreementDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/leaseagreements/{id}: the full record with its calculation, schedule and depreciation; 404 is left to the caller. */
export function getLeaseAgreement(id: number, signal?: AbortSignal): Promise<LeaseAgreementDto> {
  return api.get<LeaseAgreementDto>(`/api/leaseagreements/${encodeURIComponent(id)}`, { signal, expectedStatuses: [404] });
}
