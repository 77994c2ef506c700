import { api } from '../../../lib/api-client';

/** POST /api/logout: revokes the token on the server; failures are not the user's concern. */
export async function logout(token: string): Promise<void> {
  await api.post<null>('/api/logout', undefined, { token, silent: true });
}
