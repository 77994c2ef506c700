import { api } from '../../../lib/api-client';

/** DELETE /api/tenants/{id} (soft delete). */
export async function deleteTenant(id: number): Promise<void> {
  await api.delete<unknown>(`/api/tenants/${encodeURIComponent(id)}`);
}
