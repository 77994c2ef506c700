import type { SalesPersonDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

const path = (id: number) => `/api/salespersons/${encodeURIComponent(id)}`;

/**
 * DELETE /api/salespersons/{id} (soft delete). The API toggles isDeleted, so on a stale list (the
 * trader was deleted elsewhere meanwhile) the call would restore them: the answered record tells,
 * and then a second DELETE carries out what the user asked for.
 */
export async function deleteTrader(id: number): Promise<void> {
  const answer = await api.delete<SalesPersonDto | null>(path(id));
  if (answer && !answer.isDeleted) await api.delete<SalesPersonDto | null>(path(id));
}
