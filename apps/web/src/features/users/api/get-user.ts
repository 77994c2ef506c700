import type { UserDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users/{id}; a 404 is left to the caller (the page says the user was not found). */
export function getUser(id: number): Promise<UserDto> {
  return api.get<UserDto>(`/api/users/${encodeURIComponent(id)}`, { expectedStatuses: [404] });
}
