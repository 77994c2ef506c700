import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailSettings, tenants } from '../../db/schema.ts';
import { logoDataUrl } from '../tenants/index.ts';
import type { EmailSettingsRow, SettingsTenant } from './email-settings-dto.ts';

export type TenantEmailSettings = { tenant: SettingsTenant; settings: EmailSettingsRow | null };

/**
 * A tenant (deleted ones too, as the tenant's own record is) with its e-mail settings, null before the first save;
 * null when there is no such tenant. Read in the tenant's scope, where row-level security shows its row alone.
 * `lockTenant` holds the tenant's row until the transaction ends, so two saves of one client's settings take turns
 * (each then records what the other left as its "before"); FOR NO KEY UPDATE leaves foreign-key checks free.
 */
export async function tenantEmailSettings(tx: Tx, tenantId: number, lockTenant = false): Promise<TenantEmailSettings | null> {
  const tenantQuery = tx.select({ id: tenants.id, name: tenants.name, logo: tenants.logo, logoMime: tenants.logoMime }).from(tenants).where(eq(tenants.id, tenantId));
  const [tenant] = lockTenant ? await tenantQuery.for('no key update') : await tenantQuery;
  if (!tenant) return null;
  const [settings] = await tx.select().from(emailSettings).where(eq(emailSettings.tenantId, tenantId));
  return { tenant: { id: tenant.id, name: tenant.name, logo: logoDataUrl(tenant) }, settings: settings ?? null };
}
