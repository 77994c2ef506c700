import { api } from '../../../lib/api-client';

/** DELETE /api/leaseagreements/{id} (soft delete). */
export async function deleteLeaseAgreement(id: number): Promise<void> {
  await api.delete<unknown>(`/api/leaseagreements/${encodeURIComponent(id)}`);
}
