import type { UserDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users?query: the users matching the search (all when it is empty). */
export async function getUsers(query: string, signal?: AbortSignal): Promise<UserDto[]> {
  return (await api.get<UserDto[] | null>('/api/users', { query: { query: query.trim() }, signal })) ?? [];
}
