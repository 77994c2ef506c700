import { eq } from 'drizzle-orm';
import { accountingStandardNames, type AccountingStandard, type FieldMessage } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';

/** The accounting standard of the tenant: every agreement of the tenant is calculated under it. */
export async function tenantStandard(tx: Tx, tenantId: number): Promise<number> {
  const [tenant] = await tx.select({ accountingStandard: tenants.accountingStandard }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.accountingStandard ?? 0;
}

/**
 * An agreement's standard is its tenant's: a body may leave it out or repeat it, and another one is a field
 * error on accountingStandard (save, update and preview alike).
 */
export function standardErrors(sent: number | null | undefined, tenantsStandard: number): FieldMessage[] {
  if (sent === null || sent === undefined || sent === tenantsStandard) return [];
  const standard = accountingStandardNames[tenantsStandard as AccountingStandard] ?? String(tenantsStandard);
  return [{ propertyName: 'accountingStandard', key: 'records.agreement.standardOfTenant', params: { standard } }];
}
