import type { ResetPasswordInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/resetpassword: sets a new password with the token from the mail. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.put<null>('/api/resetpassword', input);
}
