import { api } from '../../../lib/api-client';

export interface AuditUser {
  userId: number;
  /** The user's e-mail. */
  userName: string;
}

/** GET /api/audit/users: the users who appear in the caller's trail, to filter by. */
export async function getAuditUsers(signal?: AbortSignal): Promise<AuditUser[]> {
  return (await api.get<AuditUser[] | null>('/api/audit/users', { signal })) ?? [];
}
