import { api } from '../../../lib/api-client';

/** POST /api/leaseagreements/{id}/leaseamortizations: the server (re)builds the amortization schedule. */
export async function generateAmortizations(id: number): Promise<void> {
  await api.post<unknown>(`/api/leaseagreements/${encodeURIComponent(id)}/leaseamortizations`);
}
