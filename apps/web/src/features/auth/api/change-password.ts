import type { ChangePasswordInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/users/changepassword: the signed-in user's own password. */
export async function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.put<unknown>('/api/users/changepassword', input);
}
