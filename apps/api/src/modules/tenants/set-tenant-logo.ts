import { eq, sql } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { toTenantDto } from './tenant-dto.ts';

/** How the trail shows a logo: whether there is one, and the stored PNG's size; never the image. */
const logoState = (present: boolean) => ({ logo: present ? 'present' : null });

/** Stores a logo PNG drawn by this server (read-logo-upload.ts), or removes the logo with null. */
export async function setTenantLogo(ctx: AppContext, tenantId: number, png: Buffer | null): Promise<TenantDto> {
  const byId = eq(tenants.id, tenantId);
  return withAdministration(ctx.db, async (tx) => {
    const [existing] = await tx.select({ hasLogo: sql<boolean>`${tenants.logo} is not null` }).from(tenants).where(byId).for('update');
    if (!existing) throw notFound('tenant');
    const [row] = await tx
      .update(tenants)
      .set({ logo: png, logoMime: png ? 'image/png' : null })
      .where(byId)
      .returning();
    if (!row) throw notFound('tenant');
    await recordAudit(tx, {
      action: 'update',
      entity: 'tenantLogo',
      entityId: tenantId,
      label: row.name,
      changes: changesBetween(logoState(existing.hasLogo), logoState(png !== null), ['logo']),
      counts: png ? { bytes: png.length } : {},
      tenant: 'none',
    });
    return toTenantDto(row);
  });
}
