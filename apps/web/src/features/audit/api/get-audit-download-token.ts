import { api } from '../../../lib/api-client';

/** GET /api/audit/token: a download token made now (it lives 10 minutes: ask for one on each download, never keep one). */
export async function getAuditDownloadToken(): Promise<string> {
  const { token } = await api.get<{ token: string }>('/api/audit/token');
  return token;
}
