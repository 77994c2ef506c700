import { queryOptions } from '@tanstack/react-query';
import { getEmailSettings } from './get-email-settings';

/** The e-mail settings' server-state keys: every read and every write of a client's settings goes through these. */
export const emailSettingsKeys = {
  detail: (tenantId: number) => ['email-settings', tenantId] as const,
};

export const emailSettingsQuery = (tenantId: number) =>
  queryOptions({ queryKey: emailSettingsKeys.detail(tenantId), queryFn: ({ signal }) => getEmailSettings(tenantId, signal) });
