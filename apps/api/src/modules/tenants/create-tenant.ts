import type { TenantDto, TenantInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { toTenantDto } from './tenant-dto.ts';

/** POST /api/tenant: a name and an accounting standard (CSI unless told). The logo has its own route. */
export async function createTenant(ctx: AppContext, input: TenantInput): Promise<TenantDto> {
  const [row] = await withAdministration(ctx.db, (tx) =>
    tx.insert(tenants).values({ name: input.name, accountingStandard: input.accountingStandard }).returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return toTenantDto(row);
}
