import { api } from '../../../lib/api-client';

/** POST /api/leaseagreements/{id}/depreciation: the server (re)builds the depreciation periods (IFRS16). */
export async function generateDepreciation(id: number): Promise<void> {
  await api.post<unknown>(`/api/leaseagreements/${encodeURIComponent(id)}/depreciation`);
}
