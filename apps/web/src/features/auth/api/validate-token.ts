import { api } from '../../../lib/api-client';

/** POST /api/validatetoken: whether the stored token is still good. */
export async function validateToken(token: string): Promise<boolean> {
  return (await api.post<boolean | null>('/api/validatetoken', { token })) === true;
}
