import type { CurrentUser } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/user: the signed-in user's name and role (token: before the session is stored). */
export function getCurrentUser(token?: string): Promise<CurrentUser> {
  return api.get<CurrentUser>('/api/user', token === undefined ? undefined : { token });
}
