import type { LeaseChangeBody, LeaseChangeDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/leaseagreements/{id}/changes (DOMAIN §14): stores the change as the agreement's next version, or with
 * `dryRun` only answers its figures. A refused change rejects with an EnvelopeError carrying the field errors.
 */
export function createLeaseChange(leaseAgreementId: number, body: LeaseChangeBody, { dryRun = false }: { dryRun?: boolean } = {}): Promise<LeaseChangeDto> {
  return api.post<LeaseChangeDto>(`/api/leaseagreements/${encodeURIComponent(leaseAgreementId)}/changes`, body, {
    query: dryRun ? { dryRun: 'true' } : undefined,
  });
}
