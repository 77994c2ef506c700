import type { LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/leaseagreements/{id}. */
export function updateLeaseAgreement(id: number, input: LeaseAgreementInput): Promise<LeaseAgreementDto | null> {
  return api.put<LeaseAgreementDto | null>(`/api/leaseagreements/${encodeURIComponent(id)}`, input);
}
