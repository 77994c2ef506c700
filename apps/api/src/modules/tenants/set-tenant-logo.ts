import { eq } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import type { LogoMime } from '../../lib/logo-image.ts';
import { toTenantDto } from './tenant-dto.ts';

/** Stores a checked logo image (or removes it with null). */
export async function setTenantLogo(ctx: AppContext, tenantId: number, logo: { bytes: Buffer; mime: LogoMime } | null): Promise<TenantDto> {
  const [row] = await withAdministration(ctx.db, (tx) =>
    tx
      .update(tenants)
      .set({ logo: logo?.bytes ?? null, logoMime: logo?.mime ?? null })
      .where(eq(tenants.id, tenantId))
      .returning(),
  );
  if (!row) throw notFound('Tenant');
  return toTenantDto(row);
}
