import type { ComponentType } from 'react';
import { loadEmailSettingsSection } from '../../features/email-settings';
import { loadTenantPage } from '../../features/tenants';

/**
 * /tenant and /tenant/{id}: the tenants feature's page, an existing client's form above the e-mail settings feature's
 * section (issue 30). Both arrive together on the first visit (app/lazy-page.tsx).
 */
export async function loadTenantRecordPage(): Promise<ComponentType> {
  const [TenantPage, EmailSettingsSection] = await Promise.all([loadTenantPage(), loadEmailSettingsSection()]);
  return function TenantRecordPage() {
    return <TenantPage withEmailSettings={(tenantId) => <EmailSettingsSection tenantId={tenantId} />} />;
  };
}
