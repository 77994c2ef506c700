import { api } from '../../../lib/api-client';

/** DELETE /api/leaseagreements/{id}/changes/latest (DOMAIN §14, Undo): the version before the latest change comes back. */
export async function undoLatestLeaseChange(leaseAgreementId: number): Promise<void> {
  await api.delete<unknown>(`/api/leaseagreements/${encodeURIComponent(leaseAgreementId)}/changes/latest`);
}
