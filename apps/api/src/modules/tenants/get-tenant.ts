import { eq } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toTenantDto } from './tenant-dto.ts';

/** GET /api/tenants/{id} (deleted ones too: they may be restored). */
export async function getTenant(ctx: AppContext, tenantId: number): Promise<TenantDto> {
  const [row] = await withAdministration(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId)));
  if (!row) throw notFound('tenant');
  return toTenantDto(row);
}
