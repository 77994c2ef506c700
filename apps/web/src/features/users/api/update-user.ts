import type { UpdateUserInput, UserDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/users/{id}; empty password fields keep the password. */
export function updateUser(id: number, input: UpdateUserInput): Promise<UserDto | null> {
  return api.put<UserDto | null>(`/api/users/${encodeURIComponent(id)}`, input);
}
