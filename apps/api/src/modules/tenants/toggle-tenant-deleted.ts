import { eq, inArray, not } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { freshSecurityStampSql } from '../../db/fresh-security-stamp.ts';
import { toTenantDto } from './tenant-dto.ts';

/**
 * DELETE /api/tenants/{id}: toggles isDeleted. Deleting revokes the tokens of the tenant's members,
 * so nobody keeps working in a deleted tenant (they may choose another one after signing in again).
 */
export async function toggleTenantDeleted(ctx: AppContext, tenantId: number): Promise<TenantDto> {
  return withAdministration(ctx.db, async (tx) => {
    const [row] = await tx
      .update(tenants)
      .set({ isDeleted: not(tenants.isDeleted) })
      .where(eq(tenants.id, tenantId))
      .returning();
    if (!row) throw notFound('Tenant');
    if (row.isDeleted) {
      const members = tx.select({ id: userTenants.userId }).from(userTenants).where(eq(userTenants.tenantId, tenantId));
      await tx.update(users).set({ securityStamp: freshSecurityStampSql }).where(inArray(users.id, members));
    }
    return toTenantDto(row);
  });
}
