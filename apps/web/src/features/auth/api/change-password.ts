import type { ChangePasswordInput, TokenResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/users/changepassword: the signed-in user's own password (token: before the session is stored). */
export async function changePassword(input: ChangePasswordInput, token?: string): Promise<TokenResult> {
  return api.put<TokenResult>('/api/users/changepassword', input, token === undefined ? undefined : { token });
}
