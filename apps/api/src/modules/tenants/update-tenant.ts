import { eq } from 'drizzle-orm';
import type { TenantDto, TenantInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toTenantDto } from './tenant-dto.ts';

export async function updateTenant(ctx: AppContext, tenantId: number, input: TenantInput): Promise<TenantDto> {
  const [row] = await withAdministration(ctx.db, (tx) =>
    tx
      .update(tenants)
      .set({ name: input.name, accountingStandard: input.accountingStandard })
      .where(eq(tenants.id, tenantId))
      .returning(),
  );
  if (!row) throw notFound('tenant');
  return toTenantDto(row);
}
