import type { EmailSettingsDto, EmailSettingsInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/tenants/{id}/emailsettings (administrator): answers the settings as saved; field errors come in the envelope. */
export function updateEmailSettings(tenantId: number, input: EmailSettingsInput): Promise<EmailSettingsDto> {
  return api.put<EmailSettingsDto>(`/api/tenants/${encodeURIComponent(tenantId)}/emailsettings`, input);
}
