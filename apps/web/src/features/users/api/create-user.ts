import type { CreateUserInput, UserDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/user. */
export function createUser(input: CreateUserInput): Promise<UserDto | null> {
  return api.post<UserDto | null>('/api/user', input);
}
