import { api } from '../../../lib/api-client';

/** DELETE /api/users/{id} (soft delete). */
export async function deleteUser(id: number): Promise<void> {
  await api.delete<unknown>(`/api/users/${encodeURIComponent(id)}`);
}
