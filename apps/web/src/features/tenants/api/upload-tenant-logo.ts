import { api } from '../../../lib/api-client';

/** PUT /api/tenants/{id}/logo, multipart field `file`: PNG, JPEG or SVG up to 512 KB (413/415 otherwise). */
export function uploadTenantLogo(id: number, file: File): Promise<unknown> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api.put<unknown>(`/api/tenants/${encodeURIComponent(id)}/logo`, undefined, {
    formData,
    expectedStatuses: [413, 415],
  });
}
