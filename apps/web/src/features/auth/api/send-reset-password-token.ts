import { api } from '../../../lib/api-client';

/** POST /api/users/sendresetpasswordtoken: mails a password-reset link. */
export async function sendResetPasswordToken(email: string): Promise<void> {
  await api.post<null>('/api/users/sendresetpasswordtoken', { email });
}
