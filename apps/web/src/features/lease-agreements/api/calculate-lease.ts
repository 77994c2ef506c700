import { api } from '../../../lib/api-client';

/** POST /api/leaseagreements/{id}/leasecalculation: the server calculates and stores the lease calculation. */
export async function calculateLease(id: number): Promise<void> {
  await api.post<unknown>(`/api/leaseagreements/${encodeURIComponent(id)}/leasecalculation`);
}
