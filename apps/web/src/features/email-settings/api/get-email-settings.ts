import type { EmailSettingsDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/tenants/{id}/emailsettings: what the client's hand-off mail carries; a 404 is left to the caller. */
export function getEmailSettings(tenantId: number, signal?: AbortSignal): Promise<EmailSettingsDto> {
  return api.get<EmailSettingsDto>(`/api/tenants/${encodeURIComponent(tenantId)}/emailsettings`, { signal, expectedStatuses: [404] });
}
