import type { LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/leaseagreement: the saved agreement. */
export function createLeaseAgreement(input: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  return api.post<LeaseAgreementDto>('/api/leaseagreement', input);
}
