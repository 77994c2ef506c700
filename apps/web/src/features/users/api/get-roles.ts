import type { RoleDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/roles: every role a user can be given (administrator only).
 * (GET /api/users/roles answers only the signed-in user's own role, so it cannot fill the picker.)
 */
export async function getRoles(): Promise<RoleDto[]> {
  return (await api.get<RoleDto[] | null>('/api/roles')) ?? [];
}
