import type { ContractorDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

const path = (id: number) => `/api/contractors/${encodeURIComponent(id)}`;

/**
 * DELETE /api/contractors/{id} (soft delete). The API toggles isDeleted, so on a stale list (the
 * contractor was deleted elsewhere meanwhile) the call would restore it: the answered record tells,
 * and then a second DELETE carries out what the user asked for.
 */
export async function deleteContractor(id: number): Promise<void> {
  const answer = await api.delete<ContractorDto | null>(path(id));
  if (answer && !answer.isDeleted) await api.delete<ContractorDto | null>(path(id));
}
